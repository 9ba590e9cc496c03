import { useEffect, useState } from 'react';

import type { Manifest, PlayerPlaylist } from '@/types/api';

import { playerNow } from '../utils/play-clock';
import { nextBoundary, playlistOf, sliceAt } from '../utils/schedule';

/** The longest a single timer waits (browsers cut longer delays short); it is set again after. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

export interface Scheduled {
  /** What plays now: the current slice's playlist, else the manifest's own. */
  playlist: PlayerPlaylist | null;
  /** Changes when a slice that switches `now` begins: the stage starts over at once with it. */
  stageKey: number;
}

/**
 * Follows the manifest's schedule by the box's clock (`playerNow`), with or without the
 * server: a timer wakes at each slice's start. A slice that switches at `itemEnd` hands its
 * playlist to the running stage (which takes it at the end of its current item); one that
 * switches `now` gives the stage a new key, so a new stage plays it at once.
 */
export function useSchedule(manifest: Manifest | null): Scheduled {
  const schedule = manifest?.schedule;
  const [clock, setClock] = useState(() => ({ schedule, now: playerNow() }));
  if (clock.schedule !== schedule) setClock({ schedule, now: playerNow() }); // a new schedule: read the time again
  const { now } = clock;
  const boundary = nextBoundary(schedule, now);
  useEffect(() => {
    if (boundary === null) return;
    const wait = Math.min(LONGEST_WAIT_MS, Math.max(0, boundary - playerNow()));
    const timer = setTimeout(() => setClock({ schedule, now: playerNow() }), wait);
    return () => clearTimeout(timer);
  }, [boundary, now, schedule]);

  const slice = sliceAt(schedule, now);
  const playlist = manifest ? playlistOf(manifest, slice) : null;
  const playing = playlist?.id ?? '';
  const [seen, setSeen] = useState({ playing, stageKey: 0 });
  if (seen.playing !== playing) {
    setSeen({ playing, stageKey: slice?.switch === 'now' ? seen.stageKey + 1 : seen.stageKey });
  }
  return { playlist, stageKey: seen.stageKey };
}
