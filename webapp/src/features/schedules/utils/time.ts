/** Clock times as minutes since midnight, and calendar days as YYYY-MM-DD, for the week view. */
export const DAY_MINUTES = 24 * 60;
/** Everything snaps to a quarter of an hour. */
export const STEP = 15;

const pad = (value: number) => String(value).padStart(2, '0');

/** "HH:MM" → minutes; "24:00" is the day's end (1440). */
export function toMinutes(clock: string): number {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
}

/** Minutes → "HH:MM" of a clock (1440 wraps to "00:00"); `dayEnd` keeps "24:00". */
export function toClock(minutes: number, dayEnd = false): string {
  if (dayEnd && minutes === DAY_MINUTES) return '24:00';
  const wrapped = ((minutes % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return `${pad(Math.floor(wrapped / 60))}:${pad(wrapped % 60)}`;
}

/** The nearest quarter of an hour (down, for "which quarter is this"). */
export const snap = (minutes: number) => Math.round(minutes / STEP) * STEP;
export const floorStep = (minutes: number) => Math.floor(minutes / STEP) * STEP;
export const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** A YYYY-MM-DD day moved by whole days (calendar arithmetic, no time zone). */
export function addIsoDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** 0 = Monday .. 6 = Sunday, as the schedule numbers days. */
export const weekdayOf = (iso: string) => (new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7;

/** The Monday on or before a day. */
export const mondayOf = (iso: string) => addIsoDays(iso, -weekdayOf(iso));

/** Today and the minute now in a time zone (the screen's), read with Intl. */
export function nowIn(timeZone: string, now: Date = new Date()): { date: string; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((each) => each.type === type)?.value ?? '0';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, minutes: Number(part('hour')) * 60 + Number(part('minute')) };
}

/** A day's name in the page's language: "Mon 30 Nov" (short) or "Tuesday" (long). */
export function dayLabel(iso: string, language: string, style: 'short' | 'long'): string {
  const locale = language === 'es' ? 'es' : 'en-GB';
  const options: Intl.DateTimeFormatOptions =
    style === 'short' ? { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' } : { weekday: 'long', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(locale, options).format(new Date(`${iso}T00:00:00Z`)).replace(',', '');
}

/** Days of the week moved by `by` (wrapping round the week), sorted. */
export const shiftDays = (days: readonly number[], by: number) =>
  [...new Set(days.map((day) => (((day + by) % 7) + 7) % 7))].sort((a, b) => a - b);
