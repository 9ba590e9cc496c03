/** A screen is Online when its TV asked for its manifest within this time. */
export const ONLINE_WINDOW_MS = 2 * 60_000;

export function isOnline(lastSeenAt: string | null, now: number): boolean {
  if (!lastSeenAt) return false;
  const seen = Date.parse(lastSeenAt);
  return Number.isFinite(seen) && now - seen <= ONLINE_WINDOW_MS;
}
