/**
 * What the player's stage plays, as events: an item on screen (painted, not merely loading),
 * an item gone (played out, or skipped because it could not play), and the standby shown when
 * nothing in the playlist can play, and the stage taken off the screen. Status reports and proof of play subscribe here.
 */
import type { ManifestItem } from '@/types/api';

import { playerNow } from './play-clock';

/** Why an item was skipped. */
export type SkipReason =
  | 'offline' // a YouTube item while the browser says it is offline
  | 'youtube-error' // the YouTube player reported an error
  | 'load-timeout' // not ready in time (e.g. YouTube unreachable)
  | 'media-error' // the file failed to load or decode
  | 'stalled'; // a video that stopped making progress

export type EndOutcome = 'completed' | 'skipped';

/** An item as played: the manifest item, its playlist and its turn (counts every item played). */
export interface PlayedItem extends ManifestItem {
  playlistId: string;
  turn: number;
}

/**
 * `at` is the player's own clock (playerNow()). An item that never reached the screen ends
 * 'skipped' without a start; one that started ends 'completed' or, when it broke while on
 * screen, 'skipped'. `reason` is null for 'completed'.
 */
export interface PlaybackListener {
  onItemStarted?(item: PlayedItem, at: number): void;
  onItemEnded?(item: PlayedItem, at: number, outcome: EndOutcome, reason: SkipReason | null): void;
  /** Nothing in the playlist could play: the standby is shown (until an item plays again). */
  onNothingPlayable?(playlistId: string, at: number): void;
  /** The stage left the screen (an emergency message took it over): what it showed is cut off. */
  onInterrupted?(at: number): void;
}

const listeners = new Set<PlaybackListener>();

/** Listens to every stage's playback; returns the function that stops listening. */
export function subscribePlayback(listener: PlaybackListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function each(call: (listener: PlaybackListener) => void) {
  for (const listener of [...listeners]) {
    try {
      call(listener);
    } catch (error) {
      console.error(error); // a listener's failure never stops playback
    }
  }
}

export const playbackEvents = {
  started: (item: PlayedItem, at = playerNow()) => each((l) => l.onItemStarted?.(item, at)),
  ended: (item: PlayedItem, outcome: EndOutcome, reason: SkipReason | null, at = playerNow()) =>
    each((l) => l.onItemEnded?.(item, at, outcome, reason)),
  nothingPlayable: (playlistId: string, at = playerNow()) => each((l) => l.onNothingPlayable?.(playlistId, at)),
  interrupted: (at = playerNow()) => each((l) => l.onInterrupted?.(at)),
};
