import { http } from 'msw';
import { describe, expect, it } from 'vitest';

import { makePlaylist } from '@/testing/fixtures';
import { json, server } from '@/testing/server';

import { getPlaylistChoices } from './get-playlist-choices';

describe('getPlaylistChoices', () => {
  const playlists = [makePlaylist(), makePlaylist({ id: 'p-2', playlistName: 'Evening' })];
  const expected = [
    { id: 'p-1', playlistName: 'Morning' },
    { id: 'p-2', playlistName: 'Evening' },
  ];

  it('reads the id and name of each playlist of a list', async () => {
    server.use(http.get('/api/playlists', () => json(playlists)));
    expect(await getPlaylistChoices()).toEqual(expected);
  });

  it('reads them from a page as well', async () => {
    server.use(http.get('/api/playlists', () => json({ items: playlists, nextCursor: null })));
    expect(await getPlaylistChoices()).toEqual(expected);
  });
});
