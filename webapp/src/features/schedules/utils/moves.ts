import type { ScheduleBody, ScheduleEntry, WeekDay, WeekSlice } from '../api/types';

import { DAY_MINUTES, STEP, shiftDays, toClock, toMinutes } from './time';

/** An entry's length in minutes (a window may cross midnight). */
const lengthOf = (entry: ScheduleEntry) => {
  const length = (toMinutes(entry.end) - toMinutes(entry.start) + DAY_MINUTES) % DAY_MINUTES;
  return length === 0 ? DAY_MINUTES : length;
};

/** The PATCH of an entry moved by minutes and days: a start past midnight moves its days too. */
export function movePatch(entry: ScheduleEntry, minutes: number, days: number): Partial<ScheduleBody> {
  const start = toMinutes(entry.start) + minutes;
  const dayShift = days + Math.floor(start / DAY_MINUTES);
  return {
    start: toClock(start),
    end: toClock(start + lengthOf(entry)),
    ...(dayShift !== 0 ? { days: shiftDays(entry.days, dayShift) } : {}),
  };
}

/** The PATCH of an entry whose end moves by minutes: at least a quarter, less than a day. */
export function resizePatch(entry: ScheduleEntry, minutes: number): Partial<ScheduleBody> {
  const length = Math.min(DAY_MINUTES - STEP, Math.max(STEP, lengthOf(entry) + minutes));
  return { end: toClock(toMinutes(entry.start) + length) };
}

/** The slice playing at a minute of a day (slices run contiguous from 00:00 to 24:00). */
export function sliceAt(day: WeekDay, minute: number): WeekSlice | undefined {
  return day.slices.find((slice) => toMinutes(slice.start) <= minute && minute < toMinutes(slice.end));
}
