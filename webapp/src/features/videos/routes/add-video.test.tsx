import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';

import { apiError, json, page, requests, server } from '@/testing/server';
import { clientSession, makeConfig, makeLicence, makeVideo, makeVideoInfo, THUMBNAIL_URL, VIDEO_URL } from '@/testing/fixtures';
import { currentPath, renderApp, toastRegion } from '@/testing/render';
import { LANGUAGE_KEY } from '@/lib/i18n';

const LICENCE_MESSAGE = 'Your license has expired. Please renew your subscription to continue using this feature.';

function setup() {
  server.use(http.get('/api/licence', () => json(makeLicence())));
  server.use(http.get('/api/videos', () => page([makeVideo({ id: 'v-0', videoTitle: 'Old promo' })])));
  server.use(http.get('/api/videos/info', () => json(makeVideoInfo())));
  server.use(http.get('/api/dashboard', () => apiError(500, 'internal', 'not under test')));
  return renderApp('/dashboard/pages/addvideos', { session: clientSession() });
}

describe('add video', () => {
  it('asks for the duration when the server has no video information, and sends it', async () => {
    const { user } = setup();
    server.use(http.get('/api/config', () => json(makeConfig({ youtubeConfigured: false }))));
    server.use(http.get('/api/videos/info', () => json(makeVideoInfo({ title: '', durationSeconds: 0, configured: false }))));
    server.use(http.post('/api/videos', async ({ request }) => json(makeVideo((await request.json()) as object), 201)));
    const form = await screen.findByRole('form', { name: 'Add video' });
    const duration = await within(form).findByRole('textbox', { name: 'Duration' });
    await user.type(within(form).getByLabelText('YouTube URL'), VIDEO_URL);
    // The link's lookup answers first (the thumbnail it gives is needed to save), as a person sees.
    expect(await within(form).findByText(/Automatic video information is not available/)).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Title'), 'Promo');
    await user.type(duration, '0:00');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText("Enter the video's duration (more than 0 seconds)")).toBeInTheDocument();
    expect(requests.calls('POST', '/api/videos')).toHaveLength(0);
    await user.clear(duration);
    await user.type(duration, '3:07');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.calls('POST', '/api/videos')).toHaveLength(1));
    expect(requests.calls('POST', '/api/videos')[0]?.body).toMatchObject({ videoTitle: 'Promo', duration: '3:07' });
  });

  it('shows the duration the server asks for when it cannot tell the length', async () => {
    const { user } = setup();
    server.use(
      http.post('/api/videos', () =>
        apiError(400, 'validation', "Enter the video's duration (more than 0 seconds)", {
          duration: "Enter the video's duration (more than 0 seconds)",
        }),
      ),
    );
    const form = await screen.findByRole('form', { name: 'Add video' });
    expect(within(form).queryByRole('textbox', { name: 'Duration' })).toBeNull();
    await user.type(within(form).getByLabelText('YouTube URL'), VIDEO_URL);
    await waitFor(() => expect(within(form).getByLabelText('Title')).toHaveValue('Never Gonna Give You Up'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('textbox', { name: 'Duration' })).toBeInTheDocument();
  });

  it('fills title and thumbnail from the link and saves the video', async () => {
    const { user, router } = setup();
    server.use(http.post('/api/videos', async ({ request }) => {
        const body = await request.json();
        return json(makeVideo(body as object), 201);
      }));
    const form = await screen.findByRole('form', { name: 'Add video' });
    await user.type(within(form).getByLabelText('YouTube URL'), VIDEO_URL);
    await waitFor(() => expect(within(form).getByLabelText('Title')).toHaveValue('Never Gonna Give You Up'));
    expect(within(form).getByRole('img', { name: 'Thumbnail of Never Gonna Give You Up' })).toHaveAttribute('src', THUMBNAIL_URL);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
    expect(await within(toastRegion()).findByText('Video added successfully.')).toBeInTheDocument();
    expect(requests.calls('POST', '/api/videos')[0]?.body).toEqual({
      videoUrl: VIDEO_URL,
      videoTitle: 'Never Gonna Give You Up',
      videoThumbnailUrl: THUMBNAIL_URL,
    });
  });

  it("shows an icon, not a broken image, when the video's thumbnail cannot be loaded", async () => {
    const { user } = setup();
    const form = await screen.findByRole('form', { name: 'Add video' });
    await user.type(within(form).getByLabelText('YouTube URL'), VIDEO_URL);
    const picture = await within(form).findByRole('img', { name: 'Thumbnail of Never Gonna Give You Up' });
    fireEvent.error(picture);
    const fallback = await within(form).findByRole('img', { name: 'Thumbnail of Never Gonna Give You Up' });
    expect(fallback.tagName).toBe('DIV');
    expect(form.querySelector('img')).toBeNull();
  });

  it('rejects a link that is not a YouTube video', async () => {
    const { user } = setup();
    const form = await screen.findByRole('form', { name: 'Add video' });
    await user.type(within(form).getByLabelText('YouTube URL'), 'https://vimeo.com/watch?v=dQw4w9WgXcQ');
    await user.click(within(form).getByRole('button', { name: 'Get video info' }));
    expect(await within(form).findByText('Invalid YouTube URL.')).toBeInTheDocument();
    expect(requests.calls('GET', '/api/videos/info')).toHaveLength(0);
  });

  it('asks for every field before saving', async () => {
    const { user } = setup();
    const form = await screen.findByRole('form', { name: 'Add video' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Invalid YouTube URL.')).toBeInTheDocument();
    expect(within(form).getAllByText('Make sure all fields are complete before saving.').length).toBeGreaterThan(0);
    expect(requests.calls('POST', '/api/videos')).toHaveLength(0);
  });

  it('says when the video information cannot be read, and does not save without it', async () => {
    const { user } = setup();
    server.use(
      http.get('/api/videos/info', () => apiError(502, 'external', 'Could not get information from the video.')),
    );
    const form = await screen.findByRole('form', { name: 'Add video' });
    await user.type(within(form).getByLabelText('YouTube URL'), VIDEO_URL);
    expect(await within(form).findByText('Could not get information from the video.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Title'), 'My title');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Make sure all fields are complete before saving.')).toBeInTheDocument();
    expect(requests.calls('POST', '/api/videos')).toHaveLength(0);
  });

  it('says when the service has no data for the video', async () => {
    const { user } = setup();
    server.use(http.get('/api/videos/info', () => apiError(404, 'not_found', 'No data found for this video.')));
    const form = await screen.findByRole('form', { name: 'Add video' });
    await user.type(within(form).getByLabelText('YouTube URL'), VIDEO_URL);
    expect(await within(form).findByText('No data found for this video.')).toBeInTheDocument();
  });

  it('lets the person type the title when the server has no video information', async () => {
    const { user } = setup();
    server.use(
      http.get('/api/videos/info', () => json(makeVideoInfo({ title: '', configured: false, durationSeconds: 0 }))),
    );
    server.use(http.post('/api/videos', async ({ request }) => {
        const body = await request.json();
        return json(makeVideo(body as object), 201);
      }));
    const form = await screen.findByRole('form', { name: 'Add video' });
    await user.type(within(form).getByLabelText('YouTube URL'), 'youtu.be/dQw4w9WgXcQ');
    expect(await within(form).findByText(/please type the title and the duration yourself/)).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Title'), 'Our song');
    await user.type(within(form).getByRole('textbox', { name: 'Duration' }), '95');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.calls('POST', '/api/videos')).toHaveLength(1));
    expect(requests.calls('POST', '/api/videos')[0]?.body).toMatchObject({ videoTitle: 'Our song', videoThumbnailUrl: THUMBNAIL_URL, duration: '95' });
  });

  it('says when the video could not be saved', async () => {
    const { user } = setup();
    server.use(
      http.post('/api/videos', () => apiError(500, 'internal', 'Something went wrong. Please refresh the page.')),
    );
    const form = await screen.findByRole('form', { name: 'Add video' });
    await user.type(within(form).getByLabelText('YouTube URL'), VIDEO_URL);
    await waitFor(() => expect(within(form).getByLabelText('Title')).toHaveValue('Never Gonna Give You Up'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(toastRegion()).findByText('The video could not be saved.')).toBeInTheDocument();
  });

  it('shows the licence message when the server refuses the write', async () => {
    const { user } = setup();
    server.use(http.post('/api/videos', () => apiError(403, 'licence_expired', LICENCE_MESSAGE)));
    const form = await screen.findByRole('form', { name: 'Add video' });
    await user.type(within(form).getByLabelText('YouTube URL'), VIDEO_URL);
    await waitFor(() => expect(within(form).getByLabelText('Title')).toHaveValue('Never Gonna Give You Up'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(toastRegion()).findByText(LICENCE_MESSAGE)).toBeInTheDocument();
  });

  it('goes back to the dashboard on Cancel', async () => {
    const { user, router } = setup();
    const form = await screen.findByRole('form', { name: 'Add video' });
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
  });

  it('lists the videos with status switches and edit links', async () => {
    const { user } = setup();
    server.use(http.put('/api/videos/:id/status', async ({ request }) => {
        const body = await request.json();
        return json(makeVideo({ id: 'v-0', videoTitle: 'Old promo', ...(body as object), videoStatus: false }));
      }));
    const list = await screen.findByRole('list', { name: 'Your videos' });
    const item = within(list).getByRole('listitem', { name: 'Old promo' });
    expect(within(item).getByRole('link', { name: 'Edit Old promo' })).toHaveAttribute('href', '/dashboard/pages/editvideos/v-0');
    const toggle = within(item).getByRole('switch', { name: 'Status of Old promo' });
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    expect(requests.calls('PUT', '/api/videos/v-0/status')[0]?.body).toEqual({ status: false });
    expect(within(toastRegion()).getByText('Status updated successfully')).toBeInTheDocument();
  });

  it('sends an expired licence to payments', async () => {
    server.use(http.get('/api/licence', () => json(makeLicence({ expired: true }))));
    server.use(http.get('/api/payments', () => page([])));
    const { router } = renderApp('/dashboard/pages/addvideos', { session: clientSession() });
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard/pages/payments'));
    expect(await within(toastRegion()).findByText(LICENCE_MESSAGE)).toBeInTheDocument();
  });
});

describe('Add Video in Spanish', () => {
  it('shows the form and the list of videos in Spanish', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'es');
    setup();
    expect(await screen.findByRole('heading', { name: 'Agregar video', level: 1 })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Agregar video' });
    expect(within(form).getByLabelText('URL de YouTube')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Obtener información del video' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Sus videos' });
    expect(within(list).getByRole('link', { name: 'Editar Old promo' })).toBeInTheDocument();
  });
});

