/**
 * How the stage moves from item to item, as a pure step function. Three layers: the item
 * going away (kept on screen until the new one is painted), the item shown, and the next item,
 * prepared out of sight. The next item takes over only once it is ready; one that cannot play
 * is skipped; when every item of the playlist failed in a row, the standby is shown.
 */
import type { PlayerPlaylist } from '@/types/api';

import type { EndOutcome, PlayedItem, SkipReason } from './playback-events';
import { currentItem, nextInSequence, samePlaylist, type SequenceState } from './sequence';

export interface Slot {
  position: SequenceState;
  item: PlayedItem;
  ready: boolean;
  painted: boolean;
  /** Why a shown item broke while on screen (it ends 'skipped'). */
  broken: SkipReason | null;
  preparedAt: number;
  /** When it took over the screen (null while prepared out of sight). */
  shownAt: number | null;
}

export interface StageState {
  latest: PlayerPlaylist;
  outgoing: Slot | null;
  shown: Slot | null;
  incoming: Slot | null;
  /** The shown item's time is up (or nothing is shown): the next ready item takes over. */
  dueAt: number | null;
  skipsInRow: number;
  /** Every item failed in a row: the standby takes over when the shown item's time is up. */
  exhausted: boolean;
  standby: boolean;
  lastTurn: number;
}

export type StageAction =
  | { type: 'ready' | 'painted' | 'due'; turn: number }
  | { type: 'failed'; turn: number; reason: SkipReason }
  | { type: 'playlist'; playlist: PlayerPlaylist }
  | { type: 'retry' };

export type StageEvent =
  | { kind: 'started'; item: PlayedItem }
  | { kind: 'ended'; item: PlayedItem; outcome: EndOutcome; reason: SkipReason | null }
  | { kind: 'nothingPlayable'; playlistId: string };

export type StageStep = { state: StageState; events: StageEvent[] };

function slotAt(position: SequenceState, now: number): Slot | null {
  const item = currentItem(position);
  if (!item) return null;
  const played = { ...item, playlistId: position.playlist.id, turn: position.turn };
  return { position, item: played, ready: false, painted: false, broken: null, preparedAt: now, shownAt: null };
}

function firstOf(state: StageState, now: number): Slot | null {
  return slotAt({ playlist: state.latest, index: 0, turn: state.lastTurn + 1 }, now);
}

function withIncoming(state: StageState, incoming: Slot | null): StageState {
  return { ...state, incoming, lastTurn: incoming ? incoming.item.turn : state.lastTurn };
}

export function startStage(playlist: PlayerPlaylist, now: number): StageState {
  const empty: StageState = { latest: playlist, outgoing: null, shown: null, incoming: null, dueAt: now, skipsInRow: 0, exhausted: false, standby: false, lastTurn: -1 };
  const incoming = firstOf(empty, now);
  return incoming ? withIncoming(empty, incoming) : { ...empty, standby: true };
}

const ended = (slot: Slot, outcome: EndOutcome, reason: SkipReason | null): StageEvent => ({ kind: 'ended', item: slot.item, outcome, reason });
const endedOnScreen = (slot: Slot) => (slot.broken ? ended(slot, 'skipped', slot.broken) : ended(slot, 'completed', null));

/** When due: the ready next item takes over, or the standby once every item failed. */
function settle(state: StageState, events: StageEvent[], now: number): StageStep {
  if (state.dueAt === null) return { state, events };
  const { incoming, shown } = state;
  if (incoming?.ready) {
    const outgoing = shown?.painted ? shown : state.outgoing;
    if (shown && !shown.painted) events.push(ended(shown, 'skipped', 'load-timeout'));
    const next = slotAt(nextInSequence(incoming.position, state.latest), now);
    const taking = { ...incoming, shownAt: now };
    return { state: withIncoming({ ...state, outgoing, shown: taking, dueAt: null }, next), events };
  }
  if (!state.exhausted && incoming) return { state, events };
  for (const slot of [state.outgoing, state.shown]) if (slot?.painted) events.push(endedOnScreen(slot));
  if (!state.standby) events.push({ kind: 'nothingPlayable', playlistId: state.latest.id });
  return { state: { ...state, outgoing: null, shown: null, incoming: null, standby: true }, events };
}

function failIncoming(state: StageState, incoming: Slot, reason: SkipReason, now: number): StageStep {
  const events = [ended(incoming, 'skipped', reason)];
  const skipsInRow = state.skipsInRow + 1;
  if (skipsInRow >= incoming.position.playlist.items.length) {
    return settle({ ...state, incoming: null, skipsInRow, exhausted: true }, events, now);
  }
  const next = slotAt(nextInSequence(incoming.position, state.latest), now);
  return settle(withIncoming({ ...state, skipsInRow }, next), events, now);
}

function failShown(state: StageState, shown: Slot, reason: SkipReason, now: number): StageStep {
  if (shown.painted) return settle({ ...state, shown: { ...shown, broken: shown.broken ?? reason }, dueAt: now }, [], now);
  const skipsInRow = state.skipsInRow + 1;
  const exhausted = state.exhausted || skipsInRow >= shown.position.playlist.items.length;
  return settle({ ...state, shown: null, skipsInRow, exhausted, dueAt: now }, [ended(shown, 'skipped', reason)], now);
}

function painted(state: StageState, shown: Slot): StageStep {
  const events: StageEvent[] = state.outgoing ? [endedOnScreen(state.outgoing)] : [];
  events.push({ kind: 'started', item: shown.item });
  const next = { ...state, outgoing: null, shown: { ...shown, painted: true }, skipsInRow: 0, exhausted: false, standby: false };
  return { state: next, events };
}

function newPlaylist(state: StageState, playlist: PlayerPlaylist, now: number): StageStep {
  if (samePlaylist(playlist, state.latest)) return { state, events: [] };
  const latest = { ...state, latest: playlist, skipsInRow: 0, exhausted: false };
  if (state.incoming && samePlaylist(state.incoming.position.playlist, playlist)) return { state: latest, events: [] };
  const dueAt = state.standby ? now : state.dueAt;
  return settle(withIncoming({ ...latest, dueAt }, firstOf(latest, now)), [], now);
}

function retry(state: StageState, now: number): StageStep {
  if (!state.standby || state.incoming) return { state, events: [] };
  return settle(withIncoming({ ...state, skipsInRow: 0, exhausted: false, dueAt: now }, firstOf(state, now)), [], now);
}

function failed(state: StageState, turn: number, reason: SkipReason, now: number): StageStep {
  const { incoming, shown } = state;
  // A timeout that fired late (the item got ready or painted meanwhile) changes nothing.
  const late = reason === 'load-timeout' && ((incoming?.item.turn === turn && incoming.ready) || (shown?.item.turn === turn && shown.painted));
  if (!late && incoming?.item.turn === turn) return failIncoming(state, incoming, reason, now);
  if (!late && shown?.item.turn === turn) return failShown(state, shown, reason, now);
  return { state, events: [] };
}

/** The stage after `action` at time `now`, and the playback events it caused. */
export function stageStep(state: StageState, action: StageAction, now: number): StageStep {
  if (action.type === 'playlist') return newPlaylist(state, action.playlist, now);
  if (action.type === 'retry') return retry(state, now);
  if (action.type === 'failed') return failed(state, action.turn, action.reason, now);
  const { incoming, shown } = state;
  if (action.type === 'ready' && incoming?.item.turn === action.turn) return settle({ ...state, incoming: { ...incoming, ready: true } }, [], now);
  const isShown = shown?.item.turn === action.turn;
  if (action.type === 'painted' && isShown && !shown.painted) return painted(state, shown);
  if (action.type === 'due' && isShown && state.dueAt === null) return settle({ ...state, dueAt: now }, [], now);
  return { state, events: [] };
}
