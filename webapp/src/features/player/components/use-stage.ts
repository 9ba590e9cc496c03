import { useCallback, useEffect, useRef, useState } from 'react';

import type { PlayerPlaylist } from '@/types/api';

import { playbackEvents } from '../utils/playback-events';
import { playerNow } from '../utils/play-clock';
import { itemMilliseconds } from '../utils/sequence';
import { type StageAction, type StageEvent, stageStep, startStage } from '../utils/stage-machine';
import { loadDeadline, RETRY_MS } from '../utils/stage-timing';

function emit(event: StageEvent) {
  if (event.kind === 'started') playbackEvents.started(event.item);
  else if (event.kind === 'ended') playbackEvents.ended(event.item, event.outcome, event.reason);
  else playbackEvents.nothingPlayable(event.playlistId);
}

/** Sends `action` at the time `at` (by playerNow()) unless the inputs change before. */
function useTimer(at: number | null, send: (action: StageAction) => void, action: StageAction | null) {
  const key = action ? JSON.stringify(action) : null;
  useEffect(() => {
    if (at === null || key === null) return;
    const timer = setTimeout(() => send(JSON.parse(key) as StageAction), Math.max(0, at - playerNow()));
    return () => clearTimeout(timer);
  }, [at, key, send]);
}

/**
 * Plays `playlist` through the stage's step function: items in order and in a loop, each for
 * its duration from when it takes the screen, the next one prepared meanwhile; a new playlist
 * takes over at the end of the current item. Emits the playback events unless `silent`, and
 * `interrupted` when the stage leaves the screen.
 */
export function useStage(playlist: PlayerPlaylist, silent: boolean) {
  const [state, setState] = useState(() => startStage(playlist, playerNow()));
  const current = useRef(state);
  const send = useCallback(
    (action: StageAction) => {
      const { state: next, events } = stageStep(current.current, action, playerNow());
      if (next === current.current) return;
      current.current = next;
      setState(next);
      if (!silent) events.forEach(emit);
    },
    [silent],
  );
  useEffect(() => send({ type: 'playlist', playlist }), [playlist, send]);
  useEffect(() => (silent ? undefined : () => playbackEvents.interrupted()), [silent]);

  const { shown } = state;
  const dueAt = shown?.shownAt != null && state.dueAt === null ? shown.shownAt + itemMilliseconds(shown.item) : null;
  useTimer(dueAt, send, shown ? { type: 'due', turn: shown.item.turn } : null);
  const deadline = loadDeadline(state);
  useTimer(deadline?.at ?? null, send, deadline ? { type: 'failed', turn: deadline.turn, reason: 'load-timeout' } : null);
  const retryAt = state.standby && !state.incoming && state.dueAt !== null ? state.dueAt + RETRY_MS : null;
  useTimer(retryAt, send, { type: 'retry' });
  return { state, send };
}
