import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { makeManifestItem } from '@/testing/fixtures';

import { playbackEvents, type PlayedItem } from '../utils/playback-events';
import { readStatus, resetStatus } from '../utils/status-board';
import { useShowingNote } from './use-showing-note';

const item = (mediaId: string): PlayedItem => ({ ...makeManifestItem({ mediaId }), playlistId: 'p-1', turn: 0 });

describe('the showing note', () => {
  afterEach(() => resetStatus());

  it('counts the items skipped, never those played out', () => {
    const { unmount } = renderHook(() => useShowingNote());
    playbackEvents.ended(item('yt-1'), 'skipped', 'load-timeout', Date.UTC(2026, 2, 1, 10));
    playbackEvents.ended(item('img-1'), 'completed', null);
    playbackEvents.ended(item('yt-1'), 'skipped', 'offline', Date.UTC(2026, 2, 1, 11));
    expect(readStatus().skips).toEqual([{ mediaId: 'yt-1', reason: 'offline', count: 2, lastAt: new Date(Date.UTC(2026, 2, 1, 11)) }]);
    unmount();
  });
});
