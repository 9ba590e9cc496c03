import { useCallback, useEffect, useRef, useState } from 'react';

import type { PlayerPlaylist } from '@/types/api';

import { currentItem, itemMilliseconds, nextInSequence, samePlaylist, startSequence, type SequenceState } from '../utils/sequence';

/**
 * Plays `playlist` in order and in a loop, each item for its duration. A new `playlist` takes
 * over at the end of the current item. `finish(turn)` ends the item early (a video that ended);
 * a late call for an item already gone does nothing.
 */
export function useSequence(playlist: PlayerPlaylist) {
  const latest = useRef(playlist);
  useEffect(() => {
    latest.current = playlist;
  }, [playlist]);
  const [state, setState] = useState<SequenceState>(() => startSequence(playlist));
  // Nothing was playing: a playlist with items starts at once.
  if (state.playlist.items.length === 0 && !samePlaylist(playlist, state.playlist)) setState(startSequence(playlist));

  const finish = useCallback((turn: number) => {
    setState((current) => (current.turn === turn ? nextInSequence(current, latest.current) : current));
  }, []);

  const item = currentItem(state);
  useEffect(() => {
    if (!item) return;
    const timer = setTimeout(() => finish(state.turn), itemMilliseconds(item));
    return () => clearTimeout(timer);
  }, [item, state.turn, finish]);

  return { state, item, finish };
}
