import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

import type { ScheduleWeek } from './types';

/** Days shown at once: one week. */
export const WEEK_DAYS = 7;

/** GET /api/schedules/week?screenId=&from=&days=7 → what the screen plays, day by day in its zone. */
export function getWeek(screenId: string, from: string, signal?: AbortSignal): Promise<ScheduleWeek> {
  return api.get<ScheduleWeek>('/schedules/week', { query: { screenId, from, days: WEEK_DAYS }, signal });
}

export const weekQuery = (screenId: string, from: string) =>
  queryOptions({
    queryKey: queryKeys.schedules.week(screenId, from),
    queryFn: ({ signal }) => getWeek(screenId, from, signal),
    enabled: screenId !== '',
    placeholderData: keepPreviousData,
  });
