import { afterEach, describe, expect, it, vi } from 'vitest';

import type { PlayedItem } from './playback-events';
import { playbackEvents, subscribePlayback } from './playback-events';

const played: PlayedItem = { mediaId: 'm', assetType: 'image', url: '/files/m.png', youtubeId: null, duration: 10, fileSize: 1, playlistId: 'p', turn: 3 };

describe('playback events', () => {
  const stops: (() => void)[] = [];
  afterEach(() => stops.splice(0).forEach((stop) => stop()));

  it('tells every listener what started and ended, with its time, outcome and reason', () => {
    const started = vi.fn();
    const ended = vi.fn();
    stops.push(subscribePlayback({ onItemStarted: started, onItemEnded: ended }));
    playbackEvents.started(played, 100);
    playbackEvents.ended(played, 'skipped', 'stalled', 200);
    expect(started).toHaveBeenCalledWith(played, 100);
    expect(ended).toHaveBeenCalledWith(played, 200, 'skipped', 'stalled');
  });

  it('stops telling a listener that unsubscribed, and a failing listener stops no other', () => {
    const quiet = vi.fn();
    const other = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const stop = subscribePlayback({ onNothingPlayable: quiet });
    stops.push(subscribePlayback({ onNothingPlayable: () => { throw new Error('broken'); } }));
    stops.push(subscribePlayback({ onNothingPlayable: other }));
    stop();
    playbackEvents.nothingPlayable('p', 5);
    expect(quiet).not.toHaveBeenCalled();
    expect(other).toHaveBeenCalledWith('p', 5);
  });
});
