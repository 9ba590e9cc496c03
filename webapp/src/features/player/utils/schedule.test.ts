import { describe, expect, it } from 'vitest';

import type { Manifest, ManifestSchedule, ManifestSlice, PlayerPlaylist } from '@/types/api';

import { nextBoundary, playlistOf, playlistsOf, sliceAt } from './schedule';

const ms = (text: string) => Date.parse(text);

function playlist(id: string): PlayerPlaylist {
  const item = { mediaId: `m-${id}`, assetType: 'image' as const, url: `/f/${id}.png`, youtubeId: null, duration: 10, fileSize: 1 };
  return { id, playlistName: id, items: [item], showLogo: false, logoPosition: null, logoUrl: null, showBanner: false, bannerText: '' };
}

function slice(startsAt: string, endsAt: string, playlistId: string | null, switchAt: 'itemEnd' | 'now' = 'itemEnd'): ManifestSlice {
  return { startsAt, endsAt, entryId: playlistId ? `e-${playlistId}` : null, playlistId, switch: switchAt };
}

const schedule: ManifestSchedule = {
  timeZone: 'UTC',
  until: '2025-03-10T13:00:00Z',
  slices: [
    slice('2025-03-10T09:00:00Z', '2025-03-10T11:00:00Z', null),
    slice('2025-03-10T11:00:00Z', '2025-03-10T12:00:00Z', 'lunch', 'now'),
    slice('2025-03-10T12:00:00Z', '2025-03-10T13:00:00Z', 'gone'),
  ],
  playlists: [playlist('lunch')],
};
const manifest: Manifest = { screen: { id: 's1', name: 'Lobby' }, playlist: playlist('own'), schedule };

describe('the slice an instant is in', () => {
  it('starts a slice at its start and ends it just before its end', () => {
    expect(sliceAt(schedule, ms('2025-03-10T10:59:59.999Z'))?.playlistId).toBeNull();
    expect(sliceAt(schedule, ms('2025-03-10T11:00:00Z'))?.playlistId).toBe('lunch');
    expect(sliceAt(schedule, ms('2025-03-10T11:59:59.999Z'))?.switch).toBe('now');
  });

  it('keeps the last slice past the horizon and the first before it', () => {
    expect(sliceAt(schedule, ms('2025-03-12T00:00:00Z'))?.playlistId).toBe('gone');
    expect(sliceAt(schedule, ms('2025-03-10T08:00:00Z'))?.playlistId).toBeNull();
  });

  it('is none without a schedule', () => {
    expect(sliceAt(null, ms('2025-03-10T10:00:00Z'))).toBeNull();
    expect(sliceAt({ ...schedule, slices: [] }, ms('2025-03-10T10:00:00Z'))).toBeNull();
  });
});

describe('the next boundary', () => {
  it('is the start of the slice after the current one', () => {
    expect(nextBoundary(schedule, ms('2025-03-10T09:30:00Z'))).toBe(ms('2025-03-10T11:00:00Z'));
    expect(nextBoundary(schedule, ms('2025-03-10T11:00:00Z'))).toBe(ms('2025-03-10T12:00:00Z'));
  });

  it('is none in the last slice and past the horizon', () => {
    expect(nextBoundary(schedule, ms('2025-03-10T12:30:00Z'))).toBeNull();
    expect(nextBoundary(undefined, ms('2025-03-10T12:30:00Z'))).toBeNull();
  });
});

describe('the playlist a slice plays', () => {
  it('is the scheduled one', () => {
    expect(playlistOf(manifest, sliceAt(schedule, ms('2025-03-10T11:30:00Z')))?.id).toBe('lunch');
  });

  it("is the screen's own for a null playlist, a missing one, or no slice", () => {
    expect(playlistOf(manifest, sliceAt(schedule, ms('2025-03-10T10:00:00Z')))?.id).toBe('own');
    expect(playlistOf(manifest, sliceAt(schedule, ms('2025-03-10T12:30:00Z')))?.id).toBe('own');
    expect(playlistOf({ ...manifest, schedule: null }, null)?.id).toBe('own');
  });

  it('lists every playlist the manifest may play, for their files to be kept', () => {
    expect(playlistsOf(manifest).map((p) => p.id)).toEqual(['own', 'lunch']);
    expect(playlistsOf({ ...manifest, playlist: null }).map((p) => p.id)).toEqual(['lunch']);
    expect(playlistsOf(null)).toEqual([]);
  });
});
