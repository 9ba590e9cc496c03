const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The expiry after a payment's package changes from one of `oldDays` to one of `newDays`: it
 * moves by the difference in Days (spec §9), as the server computes it.
 */
export function shiftedExpiry(expireDate: string | null, oldDays: number, newDays: number): Date | null {
  if (!expireDate) return null;
  const current = new Date(expireDate);
  if (Number.isNaN(current.getTime())) return null;
  return new Date(current.getTime() + (newDays - oldDays) * DAY_MS);
}
