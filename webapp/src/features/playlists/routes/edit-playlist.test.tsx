import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { createFakeServer, error, json } from '@/testing/fake-server';
import { clientSession, makeLicence } from '@/testing/fixtures';
import { currentPath, renderApp, toastRegion } from '@/testing/render';

import { CLIP, makePlaylist, MENU, PROMO } from '../testing/fixtures';

function setup(playlist = makePlaylist({ showLogo: true, logoPosition: 'top-left', showBanner: true, bannerText: 'Hi' }), medias = [MENU, PROMO, CLIP]) {
  const server = createFakeServer();
  server.get('/api/licence', () => json(makeLicence()));
  server.get('/api/medias', () => json(medias));
  server.get('/api/playlists', () => json([playlist]));
  server.get('/api/playlists/:id', ({ params }) => (params.id === playlist.id ? json(playlist) : error(404, 'not_found', 'Playlist not found')));
  server.get('/api/dashboard', () => error(500, 'internal', 'not under test'));
  return renderApp(`/dashboard/pages/editplaylist/${playlist.id}`, { session: clientSession(), server });
}

describe('playlist builder: edit', () => {
  it('loads the playlist into the builder and saves the changes', async () => {
    const { server, user, router } = setup();
    server.put('/api/playlists/:id', () => json(makePlaylist()));
    const form = await screen.findByRole('form', { name: 'Edit playlist' });
    expect(within(form).getByLabelText('Playlist name')).toHaveValue('Morning');
    expect(within(form).getByLabelText('Show logo')).toBeChecked();
    expect(within(form).getByLabelText('Logo position')).toHaveValue('top-left');
    expect(within(form).getByLabelText('Banner text')).toHaveValue('Hi');
    const chosen = within(form).getByRole('list', { name: 'Playlist media' });
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(2);
    expect(within(form).getByRole('list', { name: 'Available media' })).toHaveTextContent('Clip');

    await user.click(within(within(chosen).getByRole('listitem', { name: 'Menu board' })).getByRole('button', { name: 'Remove' }));
    await user.click(within(form).getByLabelText('Show banner'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
    expect(server.calls('PUT', '/api/playlists/p-1')[0]?.body).toEqual({
      playlistName: 'Morning',
      mediaIds: ['m-2'],
      showLogo: true,
      logoPosition: 'top-left',
      showBanner: false,
      bannerText: '',
    });
    expect(within(toastRegion()).getByText('Playlist updated successfully')).toBeInTheDocument();
  });

  it('leaves out media that are no longer active, and says so', async () => {
    setup(makePlaylist(), [PROMO, CLIP]);
    const form = await screen.findByRole('form', { name: 'Edit playlist' });
    expect(within(within(form).getByRole('list', { name: 'Playlist media' })).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('note')).toHaveTextContent('1 media item of this playlist is no longer active');
  });

  it('says "Playlist not found" and goes back to the playlists', async () => {
    const server = createFakeServer();
    server.get('/api/licence', () => json(makeLicence()));
    server.get('/api/medias', () => json([MENU]));
    server.get('/api/playlists/:id', () => error(404, 'not_found', 'Playlist not found'));
    server.get('/api/playlists', () => json([]));
    const { router } = renderApp('/dashboard/pages/editplaylist/nope', { session: clientSession(), server });
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard/pages/playlist'));
    expect(within(toastRegion()).getByText('Playlist not found')).toBeInTheDocument();
  });

  it('says when the playlist data cannot be loaded', async () => {
    const server = createFakeServer();
    server.get('/api/licence', () => json(makeLicence()));
    server.get('/api/medias', () => json([MENU]));
    server.get('/api/playlists/:id', () => error(500, 'internal', 'boom'));
    renderApp('/dashboard/pages/editplaylist/p-1', { session: clientSession(), server });
    expect(await screen.findByText('Error loading playlist data')).toBeInTheDocument();
  });

  it('says when the playlist cannot be updated', async () => {
    const { server, user } = setup();
    server.put('/api/playlists/:id', () => error(500, 'internal', 'boom'));
    const form = await screen.findByRole('form', { name: 'Edit playlist' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(toastRegion()).findByText('Error updating playlist')).toBeInTheDocument();
  });

  it('sends an expired licence to payments', async () => {
    const server = createFakeServer();
    server.get('/api/licence', () => json(makeLicence({ expired: true })));
    server.get('/api/payments', () => json([]));
    const { router } = renderApp('/dashboard/pages/editplaylist/p-1', { session: clientSession(), server });
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard/pages/payments'));
  });
});
