import { act, screen, waitFor } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { makeManifest, makeManifestItem, makePlayerPlaylist } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import type { Manifest, ManifestSlice } from '@/types/api';

import { openMediaStore } from '../utils/media-store';
import { subscribePlayback } from '../utils/playback-events';
import { resetStatus } from '../utils/status-board';

const START = Date.parse('2025-03-10T10:59:45Z');
const BOUNDARY = '2025-03-10T11:00:00Z'; // 15 s after the start, in the middle of the second item
/** The clock moved on second by second, as a TV lives it. */
async function seconds(count: number) {
  for (let step = 0; step < count; step += 1) await act(() => vi.advanceTimersByTimeAsync(1_000));
}
const shownSource = () => screen.getByRole('img', { name: /^Item / }).getAttribute('src');

const playlist = (id: string) =>
  makePlayerPlaylist({
    id,
    playlistName: id,
    items: [1, 2].map((n) => makeManifestItem({ mediaId: `${id}-${n}`, url: `/files/${id}-${n}.png`, duration: 10 })),
  });

function slice(startsAt: string, endsAt: string, playlistId: string | null, switchAt: ManifestSlice['switch'] = 'itemEnd'): ManifestSlice {
  return { startsAt, endsAt, entryId: playlistId ? 'e-lunch' : null, playlistId, switch: switchAt };
}

/** Morning plays until 11:00, then Lunch (switching as told) until 15:00. */
function scheduled(switchAt: ManifestSlice['switch'], lunchId = 'lunch'): Manifest {
  return {
    ...makeManifest(playlist('morning')),
    schedule: {
      timeZone: 'UTC',
      until: '2025-03-13T11:00:00Z',
      slices: [slice('2025-03-10T10:00:00Z', BOUNDARY, null), slice(BOUNDARY, '2025-03-10T15:00:00Z', lunchId, switchAt)],
      playlists: [playlist('lunch')],
    },
  };
}

const serve = (manifest: Manifest) => server.use(http.get('/api/player/manifest', () => HttpResponse.json(manifest, { headers: { ETag: '"v1"' } })));

describe('the web player following its schedule', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(START);
    localStorage.setItem('signagePlayer.deviceToken', 'device-1');
  });
  afterEach(() => {
    vi.useRealTimers();
    resetStatus();
  });

  it('changes to the scheduled playlist at the end of the item on screen at the boundary', async () => {
    serve(scheduled('itemEnd'));
    renderApp('/player');
    expect(await screen.findByRole('img', { name: 'Item 1 of 2' })).toHaveAttribute('src', '/files/morning-1.png');
    await seconds(16); // past 11:00, the second item still on screen
    expect(shownSource()).toBe('/files/morning-2.png');
    await seconds(5);
    await waitFor(() => expect(shownSource()).toBe('/files/lunch-1.png'));
  });

  it('changes at once when the slice says now', async () => {
    serve(scheduled('now'));
    renderApp('/player');
    expect(await screen.findByRole('img', { name: 'Item 1 of 2' })).toHaveAttribute('src', '/files/morning-1.png');
    await seconds(16);
    await waitFor(() => expect(shownSource()).toBe('/files/lunch-1.png'));
  });

  it("plays the screen's own playlist in a slice whose playlist it was not given", async () => {
    serve(scheduled('now', 'switched-off'));
    renderApp('/player');
    expect(await screen.findByRole('img', { name: 'Item 1 of 2' })).toHaveAttribute('src', '/files/morning-1.png');
    await seconds(16);
    expect(shownSource()).toBe('/files/morning-2.png');
  });

  it('follows the kept schedule without the server, and names the playlist it plays in its plays', async () => {
    const played: string[] = [];
    const stop = subscribePlayback({ onItemStarted: (item) => played.push(item.playlistId) });
    localStorage.setItem('signagePlayer.manifest', JSON.stringify({ manifest: scheduled('now'), etag: '"v1"' }));
    server.use(http.get('/api/player/manifest', () => HttpResponse.error()));
    renderApp('/player');
    expect(await screen.findByRole('img', { name: 'Item 1 of 2' })).toHaveAttribute('src', '/files/morning-1.png');
    await seconds(16);
    await waitFor(() => expect(shownSource()).toBe('/files/lunch-1.png'));
    stop();
    expect(played).toEqual(['morning', 'morning', 'lunch']);
  });

  it('starts on the slice its clock is in after the horizon has passed: the last one', async () => {
    vi.setSystemTime(Date.parse('2025-03-20T09:00:00Z'));
    serve(scheduled('itemEnd'));
    renderApp('/player');
    expect(await screen.findByRole('img', { name: 'Item 1 of 2' })).toHaveAttribute('src', '/files/lunch-1.png');
  });

  describe('with IndexedDB', () => {
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    beforeEach(() => {
      vi.stubGlobal('indexedDB', new IDBFactory());
      URL.createObjectURL = () => 'blob:kept';
      URL.revokeObjectURL = () => undefined;
    });
    afterEach(() => {
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    });

    it('keeps the files of the scheduled playlists as well as its own', async () => {
      serve(scheduled('itemEnd'));
      server.use(http.get('/files/:name', ({ params }) => HttpResponse.text(`file ${String(params.name)}`)));
      renderApp('/player');
      expect(await screen.findByRole('img', { name: 'Item 1 of 2' })).toBeInTheDocument();
      const store = await openMediaStore();
      const all = ['/files/lunch-1.png', '/files/lunch-2.png', '/files/morning-1.png', '/files/morning-2.png'];
      await waitFor(async () => expect(((await store?.keys()) ?? []).sort()).toEqual(all));
    });
  });
});
