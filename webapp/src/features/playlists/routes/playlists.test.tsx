import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';

import { apiError, json, noContent, page, requests, server } from '@/testing/server';
import { clientSession, makePlaylist } from '@/testing/fixtures';
import { renderApp, toastRegion } from '@/testing/render';
import { LANGUAGE_KEY } from '@/lib/i18n';

const LICENCE_MESSAGE = 'Your license has expired. Please renew your subscription to continue using this feature.';

function setup(playlists = [makePlaylist(), makePlaylist({ id: 'p-2', playlistName: 'Evening', status: false, showLogo: true, logoPosition: 'bottom-left', showBanner: true, bannerText: 'Happy hour 5-7' })]) {
  server.use(http.get('/api/playlists', () => page(playlists)));
  return renderApp('/dashboard/pages/playlist', { session: clientSession() });
}

describe('playlists', () => {
  it('lists the playlists with totals, overlays and status', async () => {
    setup();
    const morning = await screen.findByRole('listitem', { name: 'Morning' });
    expect(within(morning).getByText('1:15')).toBeInTheDocument();
    expect(within(morning).getByText('3.2 MB')).toBeInTheDocument();
    expect(within(morning).getByRole('switch', { name: 'Status of Morning' })).toHaveAttribute('aria-checked', 'true');
    expect(within(morning).getByRole('link', { name: 'Edit Morning' })).toHaveAttribute('href', '/dashboard/pages/editplaylist/p-1');
    const evening = screen.getByRole('listitem', { name: 'Evening' });
    expect(within(evening).getByText('Bottom left')).toBeInTheDocument();
    expect(within(evening).getByText('Happy hour 5-7')).toBeInTheDocument();
    expect(within(evening).getByRole('switch', { name: 'Status of Evening' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('link', { name: 'New Playlist' })).toHaveAttribute('href', '/dashboard/pages/addplaylist');
  });

  it('shows when there are none', async () => {
    setup([]);
    expect(await screen.findByText(/No playlists yet/)).toBeInTheDocument();
  });

  it('says when the playlists cannot be loaded', async () => {
    server.use(http.get('/api/playlists', () => apiError(500, 'internal', 'boom')));
    renderApp('/dashboard/pages/playlist', { session: clientSession() });
    expect(await screen.findByText('Could not load playlists.')).toBeInTheDocument();
  });

  it('says when the user has no client', async () => {
    server.use(
      http.get('/api/playlists', () => apiError(409, 'profile_incomplete', 'No client found for the logged-in user.')),
    );
    renderApp('/dashboard/pages/playlist', { session: clientSession() });
    expect(await screen.findByText('No client found for the logged-in user.')).toBeInTheDocument();
  });

  it('saves a status switch at once', async () => {
    const { user } = setup();
    server.use(http.put('/api/playlists/:id/status', async ({ request }) => {
        const body = await request.json();
        return json(makePlaylist(body as object));
      }));
    const toggle = await screen.findByRole('switch', { name: 'Status of Morning' });
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    expect(requests.calls('PUT', '/api/playlists/p-1/status')[0]?.body).toEqual({ status: false });
    expect(within(toastRegion()).getByText('Status updated successfully')).toBeInTheDocument();
  });

  it('shows the licence message when a switch is refused', async () => {
    const { user } = setup();
    server.use(http.put('/api/playlists/:id/status', () => apiError(403, 'licence_expired', LICENCE_MESSAGE)));
    await user.click(await screen.findByRole('switch', { name: 'Status of Morning' }));
    expect(await within(toastRegion()).findByText(LICENCE_MESSAGE)).toBeInTheDocument();
  });

  it('deletes a playlist after confirmation', async () => {
    const { user } = setup();
    server.use(http.delete('/api/playlists/:id', () => noContent()));
    await user.click(await screen.findByRole('button', { name: 'Delete Morning' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Delete playlist' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Morning' })).not.toBeInTheDocument());
    expect(requests.calls('DELETE', '/api/playlists/p-1')).toHaveLength(1);
  });

  it('says when the delete fails', async () => {
    const { user } = setup();
    server.use(http.delete('/api/playlists/:id', () => apiError(500, 'internal', 'boom')));
    await user.click(await screen.findByRole('button', { name: 'Delete Morning' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await within(toastRegion()).findByText('Error deleting playlist')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Morning' })).toBeInTheDocument();
  });
});

describe('playlists in Spanish', () => {
  it('shows the list and a card in Spanish', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'es');
    setup();
    expect(await screen.findByRole('heading', { name: 'Listas de reproducción', level: 1 })).toBeInTheDocument();
    const evening = await screen.findByRole('listitem', { name: 'Evening' });
    expect(within(evening).getByText('Abajo a la izquierda')).toBeInTheDocument();
    expect(within(evening).getByRole('switch', { name: 'Estado de Evening' })).toBeInTheDocument();
    expect(within(evening).getByRole('link', { name: 'Editar Evening' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nueva lista' })).toBeInTheDocument();
  });
});

