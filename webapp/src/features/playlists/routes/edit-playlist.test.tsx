import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';

import { apiError, json, page, requests, server } from '@/testing/server';
import { clientSession, CLIP, makeLicence, makePlaylist, MENU, PROMO } from '@/testing/fixtures';
import { licenceHandlers, mediaHandlers } from '@/testing/handlers';
import { currentPath, renderApp, toastRegion } from '@/testing/render';

function setup(playlist = makePlaylist({ showLogo: true, logoPosition: 'top-left', showBanner: true, bannerText: 'Hi' }), medias = [MENU, PROMO, CLIP]) {
  server.use(http.get('/api/licence', () => json(makeLicence())));
  server.use(http.get('/api/medias', () => page(medias)));
  server.use(http.get('/api/playlists', () => page([playlist])));
  server.use(
    http.get('/api/playlists/:id', ({ params }) => (params.id === playlist.id ? json(playlist) : apiError(404, 'not_found', 'Playlist not found'))),
  );
  server.use(http.get('/api/dashboard', () => apiError(500, 'internal', 'not under test')));
  return renderApp(`/dashboard/pages/editplaylist/${playlist.id}`, { session: clientSession() });
}

describe('playlist builder: edit', () => {
  it('loads the playlist into the builder and saves the changes', async () => {
    const { user, router } = setup();
    server.use(http.put('/api/playlists/:id', () => json(makePlaylist())));
    const form = await screen.findByRole('form', { name: 'Edit playlist' });
    expect(within(form).getByLabelText('Playlist name')).toHaveValue('Morning');
    expect(within(form).getByLabelText('Show logo')).toBeChecked();
    expect(within(form).getByLabelText('Logo position')).toHaveValue('top-left');
    expect(within(form).getByLabelText('Banner text')).toHaveValue('Hi');
    const chosen = within(form).getByRole('list', { name: 'Playlist media' });
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(2);
    expect(await within(form).findByRole('list', { name: 'Available media' })).toHaveTextContent('Clip');

    await user.click(within(within(chosen).getByRole('listitem', { name: 'Menu board' })).getByRole('button', { name: 'Remove' }));
    await user.click(within(form).getByLabelText('Show banner'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
    expect(requests.calls('PUT', '/api/playlists/p-1')[0]?.body).toEqual({
      playlistName: 'Morning',
      mediaIds: ['m-2'],
      showLogo: true,
      logoPosition: 'top-left',
      showBanner: false,
      bannerText: '',
    });
    expect(within(toastRegion()).getByText('Playlist updated successfully')).toBeInTheDocument();
  });

  it('leaves out media that are no longer active, and names them', async () => {
    server.use(http.get('/api/medias/:id', () => json({ ...MENU, status: false })));
    setup(makePlaylist(), [PROMO, CLIP]);
    const form = await screen.findByRole('form', { name: 'Edit playlist' });
    expect(within(within(form).getByRole('list', { name: 'Playlist media' })).getAllByRole('listitem')).toHaveLength(1);
    expect(await screen.findByRole('note')).toHaveTextContent(`These leave the playlist when you save it: “${MENU.name}” (switched off).`);
  });

  it('says how many dropped items were deleted', async () => {
    server.use(http.get('/api/medias/:id', () => apiError(404, 'not_found', 'Media not found')));
    setup(makePlaylist(), [PROMO, CLIP]);
    await screen.findByRole('form', { name: 'Edit playlist' });
    await waitFor(() => expect(screen.getByRole('note')).toHaveTextContent('These leave the playlist when you save it: 1 deleted item.'));
  });

  it('finds the playlist’s media on every page of the active media', async () => {
    const playlist = makePlaylist();
    server.use(
      licenceHandlers.get(),
      mediaHandlers.list([CLIP, MENU, PROMO], { pageSize: 1 }),
      http.get('/api/playlists/:id', () => json(playlist)),
      http.get('/api/dashboard', () => apiError(500, 'internal', 'not under test')),
    );
    renderApp(`/dashboard/pages/editplaylist/${playlist.id}`, { session: clientSession() });
    const form = await screen.findByRole('form', { name: 'Edit playlist' });
    expect(within(within(form).getByRole('list', { name: 'Playlist media' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Menu board'),
      expect.stringContaining('Promo'),
    ]);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    // Read whole, in pages of 200, following the cursors.
    const whole = requests.calls('GET', '/api/medias').filter((request) => request.query.get('limit') === '200');
    expect(whole.map((request) => request.query.get('cursor'))).toEqual([null, '1', '2']);
  });

  it('says "Playlist not found" and goes back to the playlists', async () => {
    server.use(http.get('/api/licence', () => json(makeLicence())));
    server.use(http.get('/api/medias', () => page([MENU])));
    server.use(http.get('/api/playlists/:id', () => apiError(404, 'not_found', 'Playlist not found')));
    server.use(http.get('/api/playlists', () => page([])));
    const { router } = renderApp('/dashboard/pages/editplaylist/nope', { session: clientSession() });
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard/pages/playlist'));
    expect(await within(toastRegion()).findByText('Playlist not found')).toBeInTheDocument();
  });

  it('says when the playlist data cannot be loaded', async () => {
    server.use(http.get('/api/licence', () => json(makeLicence())));
    server.use(http.get('/api/medias', () => page([MENU])));
    server.use(http.get('/api/playlists/:id', () => apiError(500, 'internal', 'boom')));
    renderApp('/dashboard/pages/editplaylist/p-1', { session: clientSession() });
    expect(await screen.findByText('Error loading playlist data')).toBeInTheDocument();
  });

  it('says when the playlist cannot be updated', async () => {
    const { user } = setup();
    server.use(http.put('/api/playlists/:id', () => apiError(500, 'internal', 'boom')));
    const form = await screen.findByRole('form', { name: 'Edit playlist' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(toastRegion()).findByText('Error updating playlist')).toBeInTheDocument();
  });

  it('sends an expired licence to payments', async () => {
    server.use(http.get('/api/licence', () => json(makeLicence({ expired: true }))));
    server.use(http.get('/api/payments', () => page([])));
    const { router } = renderApp('/dashboard/pages/editplaylist/p-1', { session: clientSession() });
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard/pages/payments'));
  });
});
