import { type RefObject, useEffect } from 'react';

import { playerNow } from '../utils/play-clock';

/** A video on screen that has not moved for this long counts as stalled. */
export const STALL_MS = 1500;
const CHECK_MS = 250;

/** Calls `stalled` once when the video on screen stops making progress (it has not ended). */
export function useStallWatch(video: RefObject<HTMLVideoElement | null>, active: boolean, stalled: () => void) {
  useEffect(() => {
    if (!active) return;
    let last = -1;
    let since = playerNow();
    const timer = setInterval(() => {
      const element = video.current;
      if (!element || element.ended) return;
      if (element.currentTime !== last) {
        last = element.currentTime;
        since = playerNow();
      } else if (playerNow() - since >= STALL_MS) {
        clearInterval(timer);
        stalled();
      }
    }, CHECK_MS);
    return () => clearInterval(timer);
  }, [video, active, stalled]);
}
