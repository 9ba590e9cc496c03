import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';

import { playlistHandlers } from '@/testing/handlers';
import { clientSession, makeClient, makeLicence, makeMedia, makePlaylist } from '@/testing/fixtures';
import { currentPath, renderApp } from '@/testing/render';
import { apiError, json, server } from '@/testing/server';

const withOverlays = makePlaylist({
  playlistMedias: [
    { mediaId: 'm-1', mediaUrl: '/files/medias/1_menu.png', duration: 10, fileSize: 1 },
    { mediaId: 'm-3', mediaUrl: 'https://youtu.be/dQw4w9WgXcQ', duration: 212, fileSize: 1 },
  ],
  showLogo: true,
  logoPosition: 'top-right',
  showBanner: true,
  bannerText: 'Happy hour 5-7',
});
const session = clientSession({ client: makeClient({ logoUrl: '/files/logos/c-1.png' }) });

describe('playlist preview', () => {
  it('plays the playlist in a 16:9 frame with its logo and banner', async () => {
    server.use(playlistHandlers.get(withOverlays));
    renderApp('/dashboard/pages/preview/p-1', { session });
    expect(await screen.findByRole('heading', { name: 'Preview: Morning', level: 1 })).toBeInTheDocument();
    const frame = screen.getByRole('region', { name: 'Preview' });
    expect(frame.className).toContain('aspect-video');
    // The stage shows an item once it is decoded (never half-loaded): a moment after the frame.
    expect(await within(frame).findByRole('img', { name: 'Item 1 of 2' })).toHaveAttribute('src', '/files/medias/1_menu.png');
    expect(within(frame).getByRole('img', { name: 'Logo' })).toHaveAttribute('src', '/files/logos/c-1.png');
    expect(within(frame).getByRole('marquee', { name: 'Banner' })).toHaveTextContent('Happy hour 5-7');
  });

  it("shows the client's logo on standby for a playlist without items", async () => {
    server.use(playlistHandlers.get(makePlaylist({ playlistMedias: [] })));
    renderApp('/dashboard/pages/preview/p-1', { session });
    const standby = await screen.findByRole('status', { name: 'Standby' });
    expect(within(standby).getByRole('img', { name: 'Logo' })).toHaveAttribute('src', '/files/logos/c-1.png');
  });

  it('says when the playlist does not exist', async () => {
    server.use(http.get('/api/playlists/:id', () => apiError(404, 'not_found', 'Playlist not found')));
    renderApp('/dashboard/pages/preview/nope', { session });
    expect(await screen.findByText('Playlist not found')).toBeInTheDocument();
  });

  it('opens from a playlist card', async () => {
    server.use(http.get('/api/playlists', () => json({ items: [withOverlays], nextCursor: null })), playlistHandlers.get(withOverlays));
    const { user, router } = renderApp('/dashboard/pages/playlist', { session });
    await user.click(await screen.findByRole('link', { name: 'Preview Morning' }));
    expect(await screen.findByRole('region', { name: 'Preview' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/dashboard/pages/preview/p-1');
  });

  it('opens from the playlist builder', async () => {
    server.use(
      http.get('/api/licence', () => json(makeLicence())),
      http.get('/api/medias', () => json({ items: [makeMedia()], nextCursor: null })),
      playlistHandlers.get(withOverlays),
    );
    renderApp('/dashboard/pages/editplaylist/p-1', { session });
    expect(await screen.findByRole('link', { name: 'Preview' })).toHaveAttribute('href', '/dashboard/pages/preview/p-1');
  });
});
