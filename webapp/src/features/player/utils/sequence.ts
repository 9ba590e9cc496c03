/**
 * The order and timing of what a screen plays, as plain functions: items in order, in a loop,
 * each for its duration; a new playlist takes over when the current item ends.
 */
import type { ManifestItem, PlayerPlaylist } from '@/types/api';

/** An item without a duration (0) still stays on screen this long. */
export const MIN_ITEM_SECONDS = 5;

/** How long an item stays on screen, in milliseconds. */
export function itemMilliseconds(item: Pick<ManifestItem, 'duration'>): number {
  const seconds = Number.isFinite(item.duration) && item.duration > 0 ? item.duration : MIN_ITEM_SECONDS;
  return seconds * 1000;
}

export interface SequenceState {
  /** The playlist being played (a newer one waits for the end of the current item). */
  playlist: PlayerPlaylist;
  index: number;
  /** Counts every change of item, so the same item played again (a loop of one) restarts. */
  turn: number;
}

export function startSequence(playlist: PlayerPlaylist): SequenceState {
  return { playlist, index: 0, turn: 0 };
}

/** Whether two playlists play the same (an equal copy, e.g. rebuilt by a render, is the same). */
export function samePlaylist(a: PlayerPlaylist, b: PlayerPlaylist): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The state after the current item: the next item (the first after the last), or the first
 * item of `latest` when a different playlist arrived meanwhile.
 */
export function nextInSequence(state: SequenceState, latest: PlayerPlaylist): SequenceState {
  if (!samePlaylist(latest, state.playlist)) return { playlist: latest, index: 0, turn: state.turn + 1 };
  const count = state.playlist.items.length;
  return { ...state, index: count === 0 ? 0 : (state.index + 1) % count, turn: state.turn + 1 };
}

/** The item on screen, or null for an empty playlist. */
export function currentItem(state: SequenceState): ManifestItem | null {
  return state.playlist.items[state.index] ?? null;
}
