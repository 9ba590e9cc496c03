/**
 * How far the box's clock is from the server's: measured from the `Date` header of each answer
 * to a batch of plays (whole seconds, so within about a second), kept in localStorage so a box
 * that restarts during an outage stamps its plays with the last offset it knew.
 */
const OFFSET_KEY = 'signagePlayer.clockOffsetMs';

/**
 * The box's clock, in ms since the epoch: every time the player reads (timers' deadlines, the
 * schedule's slices, plays' and reports' stamps) comes from here, so one place says what
 * "now" is (and a test controls it with a fake clock).
 */
export function playerNow(): number {
  return Date.now();
}

/** The server's clock minus the box's, from an answer's `Date`; null without a usable one. */
export function offsetFromDate(header: string | null, sentAt: number, receivedAt: number): number | null {
  const server = header ? Date.parse(header) : Number.NaN;
  if (!Number.isFinite(server)) return null;
  // The header drops the milliseconds: the server's moment is within the second it names.
  return Math.round(server + 500 - (sentAt + receivedAt) / 2);
}

export function readClockOffset(): number {
  try {
    const kept = Number(localStorage.getItem(OFFSET_KEY));
    return Number.isFinite(kept) ? kept : 0;
  } catch {
    return 0;
  }
}

export function saveClockOffset(offsetMs: number) {
  try {
    localStorage.setItem(OFFSET_KEY, String(offsetMs));
  } catch {
    // Nowhere to keep it: the next answer measures it again.
  }
}
