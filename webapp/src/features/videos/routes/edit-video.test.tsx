import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';

import { apiError, json, requests, server } from '@/testing/server';
import { clientSession, makeConfig, makeLicence, makeVideo, makeVideoInfo, THUMBNAIL_URL, VIDEO_URL } from '@/testing/fixtures';
import { currentPath, renderApp, toastRegion } from '@/testing/render';

function setup(video = makeVideo()) {
  server.use(http.get('/api/licence', () => json(makeLicence())));
  server.use(
    http.get('/api/videos/:id', ({ params }) => (params.id === video.id ? json(video) : apiError(404, 'not_found', 'Video not found.'))),
  );
  server.use(http.get('/api/dashboard', () => apiError(500, 'internal', 'not under test')));
  return renderApp(`/dashboard/pages/editvideos/${video.id}`, { session: clientSession() });
}

describe('edit video', () => {
  it('loads the video and saves the changes', async () => {
    const { user, router } = setup();
    server.use(http.patch('/api/videos/:id', async ({ request }) => {
        const body = await request.json();
        return json(makeVideo(body as object));
      }));
    const form = await screen.findByRole('form', { name: 'Edit video' });
    expect(within(form).getByLabelText('YouTube URL')).toHaveValue(VIDEO_URL);
    expect(within(form).getByLabelText('Title')).toHaveValue('Never Gonna Give You Up');
    // The stored link is not looked up again.
    expect(requests.calls('GET', '/api/videos/info')).toHaveLength(0);
    await user.clear(within(form).getByLabelText('Title'));
    await user.type(within(form).getByLabelText('Title'), 'Renamed');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
    expect(requests.calls('PATCH', '/api/videos/v-1')[0]?.body).toEqual({
      videoUrl: VIDEO_URL,
      videoTitle: 'Renamed',
      videoThumbnailUrl: THUMBNAIL_URL,
    });
    expect(within(toastRegion()).getByText('Video updated successfully.')).toBeInTheDocument();
  });

  it('asks for the duration when the server has no video information, and sends it', async () => {
    const { user } = setup();
    server.use(http.get('/api/config', () => json(makeConfig({ youtubeConfigured: false }))));
    server.use(http.patch('/api/videos/:id', async ({ request }) => json(makeVideo((await request.json()) as object))));
    const form = await screen.findByRole('form', { name: 'Edit video' });
    await user.type(await within(form).findByRole('textbox', { name: 'Duration' }), '2:30');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.calls('PATCH', '/api/videos/v-1')).toHaveLength(1));
    expect(requests.calls('PATCH', '/api/videos/v-1')[0]?.body).toMatchObject({ duration: '2:30' });
  });

  it('looks a new link up', async () => {
    const { user } = setup();
    server.use(
      http.get('/api/videos/info', () => json(makeVideoInfo({ videoId: 'aaaaaaaaaaa', title: 'Other', thumbnailUrl: 'https://i.ytimg.com/vi/aaaaaaaaaaa/hqdefault.jpg' }))),
    );
    const form = await screen.findByRole('form', { name: 'Edit video' });
    await user.clear(within(form).getByLabelText('YouTube URL'));
    await user.type(within(form).getByLabelText('YouTube URL'), 'https://youtu.be/aaaaaaaaaaa');
    await waitFor(() => expect(within(form).getByLabelText('Title')).toHaveValue('Other'));
  });

  it('says "Video not found." and goes back to the dashboard', async () => {
    server.use(http.get('/api/licence', () => json(makeLicence())));
    server.use(http.get('/api/videos/:id', () => apiError(404, 'not_found', 'Video not found.')));
    server.use(http.get('/api/dashboard', () => apiError(500, 'internal', 'not under test')));
    const { router } = renderApp('/dashboard/pages/editvideos/missing', { session: clientSession() });
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
    expect(await within(toastRegion()).findByText('Video not found.')).toBeInTheDocument();
  });

  it("says 'You are not authorized to edit this video.' when the server refuses to open another client's video", async () => {
    server.use(http.get('/api/licence', () => json(makeLicence())));
    server.use(http.get('/api/videos/:id', () => apiError(403, 'forbidden', 'You are not authorized to edit this video.')));
    server.use(http.get('/api/dashboard', () => apiError(500, 'internal', 'not under test')));
    const { router } = renderApp('/dashboard/pages/editvideos/theirs', { session: clientSession() });
    expect(await within(toastRegion()).findByText('You are not authorized to edit this video.')).toBeInTheDocument();
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
    expect(within(toastRegion()).queryByText('Video not found.')).not.toBeInTheDocument();
  });

  it('refuses to edit another client’s video', async () => {
    const { user } = setup(makeVideo({ clientId: 'c-other' }));
    const form = await screen.findByRole('form', { name: 'Edit video' });
    expect(within(form.parentElement!).getByRole('alert')).toHaveTextContent('You are not authorized to edit this video.');
    expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(within(form).getByLabelText('Title')).toBeDisabled();
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(requests.calls('PATCH', '/api/videos/v-1')).toHaveLength(0);
  });

  it('shows the server refusal of an edit', async () => {
    const { user } = setup();
    server.use(
      http.patch('/api/videos/:id', () => apiError(403, 'forbidden', 'You are not authorized to edit this video.')),
    );
    const form = await screen.findByRole('form', { name: 'Edit video' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(toastRegion()).findByText('You are not authorized to edit this video.')).toBeInTheDocument();
  });

  it('says when the video could not be updated', async () => {
    const { user } = setup();
    server.use(http.patch('/api/videos/:id', () => apiError(500, 'internal', 'boom')));
    const form = await screen.findByRole('form', { name: 'Edit video' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(toastRegion()).findByText('The video could not be updated.')).toBeInTheDocument();
  });
});
