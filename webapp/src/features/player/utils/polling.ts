/** How often a screen asks for its manifest and pairing, and how it backs off on failures. */

/** The manifest poll when the server does not say (it does: `X-Poll-Interval`). */
export const MANIFEST_POLL_MS = 30_000;
export const PAIRING_POLL_MS = 3_000;
/** Failures double the wait, up to this. */
export const MAX_BACKOFF_MS = 5 * 60_000;
/** The shortest and longest waits the server may ask for (SIGNAGE_PLAYER_POLL_SECONDS). */
const SERVER_POLL_SECONDS = { min: 1, max: 3600 };

/** The wait before the next manifest request, after `failures` failures in a row. */
export function nextPollDelay(failures: number, base = MANIFEST_POLL_MS): number {
  if (failures <= 0) return base;
  return Math.min(base * 2 ** Math.min(failures, 16), MAX_BACKOFF_MS);
}

/** The server's `X-Poll-Interval` (seconds) in milliseconds; `fallback` when it is absent or not a sane number. */
export function serverPollMs(header: string | null, fallback = MANIFEST_POLL_MS): number {
  const seconds = Number(header?.trim() || Number.NaN);
  if (!Number.isFinite(seconds) || seconds < SERVER_POLL_SECONDS.min || seconds > SERVER_POLL_SECONDS.max) return fallback;
  return Math.round(seconds * 1000);
}
