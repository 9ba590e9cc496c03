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

  it('reads the id and name of each playlist on every page', async () => {
    server.use(
      http.get('/api/playlists', ({ request }) =>
        new URL(request.url).searchParams.get('cursor') === '2'
          ? json({ items: playlists.slice(1), nextCursor: null })
          : json({ items: playlists.slice(0, 1), nextCursor: '2' }),
      ),
    );
    expect(await getPlaylistChoices()).toEqual(expected);
  });
});
