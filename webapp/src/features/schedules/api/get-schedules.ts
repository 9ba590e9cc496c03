import { queryOptions } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

import type { SchedulePage } from './types';

/** GET /api/schedules → the Client's own entries, oldest first (the ones a block opens). */
export function getSchedules(signal?: AbortSignal): Promise<SchedulePage> {
  return api.get<SchedulePage>('/schedules', { signal });
}

export const schedulesQuery = () =>
  queryOptions({ queryKey: queryKeys.schedules.list, queryFn: ({ signal }) => getSchedules(signal) });
