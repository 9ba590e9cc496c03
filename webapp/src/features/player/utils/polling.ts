/** How often a screen asks for its manifest and pairing, and how it backs off on failures. */

export const MANIFEST_POLL_MS = 30_000;
export const PAIRING_POLL_MS = 3_000;
/** Failures double the wait, up to this. */
export const MAX_BACKOFF_MS = 5 * 60_000;

/** The wait before the next manifest request, after `failures` failures in a row. */
export function nextPollDelay(failures: number, base = MANIFEST_POLL_MS): number {
  if (failures <= 0) return base;
  return Math.min(base * 2 ** Math.min(failures, 16), MAX_BACKOFF_MS);
}
