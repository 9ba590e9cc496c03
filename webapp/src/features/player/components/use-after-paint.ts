import { useEffect } from 'react';

/** Calls `painted` once the frame showing the current render has been drawn (two frames on). */
export function useAfterPaint(active: boolean, painted: () => void) {
  useEffect(() => {
    if (!active) return;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(painted);
    });
    return () => cancelAnimationFrame(frame);
  }, [active, painted]);
}
