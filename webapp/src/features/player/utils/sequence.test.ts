import { describe, expect, it } from 'vitest';

import type { PlayerPlaylist } from '@/types/api';

import { currentItem, itemMilliseconds, MIN_ITEM_SECONDS, nextInSequence, startSequence } from './sequence';

const item = (mediaId: string, duration = 10) => ({ mediaId, assetType: 'image' as const, url: `/files/${mediaId}.png`, youtubeId: null, duration, fileSize: 1 });
const playlist = (...ids: string[]): PlayerPlaylist => ({
  id: 'p-1', playlistName: 'Morning', items: ids.map((id) => item(id)),
  showLogo: false, logoPosition: null, logoUrl: '', showBanner: false, bannerText: '',
});

describe('sequence', () => {
  it('keeps an item on screen for its duration, and the minimum when it has none', () => {
    expect(itemMilliseconds({ duration: 12 })).toBe(12_000);
    expect(itemMilliseconds({ duration: 2.5 })).toBe(2_500);
    expect(itemMilliseconds({ duration: 0 })).toBe(MIN_ITEM_SECONDS * 1000);
    expect(itemMilliseconds({ duration: Number.NaN })).toBe(MIN_ITEM_SECONDS * 1000);
  });

  it('plays the items in order and starts again after the last', () => {
    const list = playlist('a', 'b', 'c');
    let state = startSequence(list);
    const seen = [currentItem(state)?.mediaId];
    for (let i = 0; i < 4; i += 1) {
      state = nextInSequence(state, list);
      seen.push(currentItem(state)?.mediaId);
    }
    expect(seen).toEqual(['a', 'b', 'c', 'a', 'b']);
    expect(state.turn).toBe(4);
  });

  it('replays a single item as a new turn', () => {
    const list = playlist('a');
    const next = nextInSequence(startSequence(list), list);
    expect(next.index).toBe(0);
    expect(next.turn).toBe(1);
  });

  it('switches to a newer playlist at its first item when the current item ends', () => {
    const before = playlist('a', 'b', 'c');
    const after = playlist('x', 'y');
    const second = nextInSequence(startSequence(before), before);
    const switched = nextInSequence(second, after);
    expect(switched.playlist).toBe(after);
    expect(currentItem(switched)?.mediaId).toBe('x');
  });

  it('goes on in order when an equal copy of the playlist arrives', () => {
    const list = playlist('a', 'b', 'c');
    const copy = structuredClone(list);
    const next = nextInSequence(startSequence(list), copy);
    expect(currentItem(next)?.mediaId).toBe('b');
  });

  it('has no item for an empty playlist', () => {
    expect(currentItem(startSequence(playlist()))).toBeNull();
    expect(nextInSequence(startSequence(playlist()), playlist()).index).toBe(0);
  });
});
