/** The stage's timeouts: how long an item may take to get ready, and the standby's retry. */
import type { StageState } from './stage-machine';

/** A next item gets this long after the shown item's time is up (it was prepared meanwhile). */
export const LOAD_TIMEOUT_MS = 1500;
/** An item prepared from cold (the first one, or after a skip) gets at least this long. */
export const COLD_LOAD_MS = 6000;
/** With nothing playable, the playlist is tried again after this long. */
export const RETRY_MS = 15_000;

/** When the item being prepared (or shown but not yet painted) counts as failed, if ever. */
export function loadDeadline(state: StageState): { turn: number; at: number } | null {
  const { shown, incoming, dueAt } = state;
  if (shown && !shown.painted && shown.shownAt !== null) return { turn: shown.item.turn, at: shown.shownAt + LOAD_TIMEOUT_MS };
  if (!incoming || incoming.ready || dueAt === null) return null;
  return { turn: incoming.item.turn, at: Math.max(incoming.preparedAt + COLD_LOAD_MS, dueAt + LOAD_TIMEOUT_MS) };
}
