import type { components } from '@/lib/api-types.gen';
import type { Assert, Matches } from '@/types/api-contract';

/**
 * The schedule routes' shapes (/api/schedules), with the values the OpenAPI leaves as strings
 * named; checked against the server's generated types at the end of this file (types only).
 */
export type TargetKind = 'screen' | 'group' | 'all';
export type Switch = 'itemEnd' | 'now';

/** One entry of a client's weekly schedule (ScheduleEntryView). */
export interface ScheduleEntry {
  id: string;
  targetKind: TargetKind;
  /** '' for all screens */
  targetId: string;
  targetName: string;
  playlistId: string;
  playlistName: string;
  /** 0 = Monday .. 6 = Sunday, sorted */
  days: number[];
  /** HH:MM */
  start: string;
  end: string;
  startsOn: string | null;
  endsOn: string | null;
  priority: number;
  switch: Switch;
  createdAt: string | null;
}

export interface SchedulePage {
  items: ScheduleEntry[];
  /** the client's zone ("UTC" when unset) */
  timeZone: string;
  nextCursor: string | null;
}

/** What a screen plays from `start` to `end` (HH:MM, "24:00" at the day's end); a null entry is its own playlist. */
export interface WeekSlice {
  start: string;
  end: string;
  entryId: string | null;
  playlistId: string | null;
  playlistName: string | null;
  targetKind: TargetKind | null;
}

export interface WeekDay {
  /** YYYY-MM-DD in the screen's zone */
  date: string;
  slices: WeekSlice[];
}

/** GET /api/schedules/week: the screen's days, each cut at local midnight. */
export interface ScheduleWeek {
  screenId: string;
  timeZone: string;
  defaultPlaylist: { id: string; name: string } | null;
  days: WeekDay[];
}

/** The body of POST /api/schedules (PATCH takes any part of it). */
export interface ScheduleBody {
  targetKind: TargetKind;
  targetId: string;
  playlistId: string;
  days: number[];
  start: string;
  end: string;
  startsOn: string | null;
  endsOn: string | null;
  priority: number;
  switch: Switch;
}

type Schemas = components['schemas'];

/** A field the server renames, drops, adds or retypes fails `tsc` here. */
export type ScheduleContract = [
  Assert<Matches<ScheduleEntry, Schemas['ScheduleEntryView']>>,
  Assert<Matches<SchedulePage, Schemas['SchedulePage']>>,
  Assert<Matches<ScheduleWeek, Schemas['WeekView']>>,
  Assert<Matches<WeekDay, Schemas['WeekDayView']>>,
  Assert<Matches<WeekSlice, Schemas['WeekSliceView']>>,
  Assert<Matches<ScheduleBody, Schemas['CreateEntryBody']>>,
];
