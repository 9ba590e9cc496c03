import { queryOptions } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { ScreenGroupPage } from '@/types/api';

/** GET /api/screen-groups → the Client's groups by name (one page). */
export function getScreenGroups(signal?: AbortSignal): Promise<ScreenGroupPage> {
  return api.get<ScreenGroupPage>('/screen-groups', { signal });
}

export const screenGroupsQuery = () =>
  queryOptions({
    queryKey: queryKeys.screenGroups.list,
    queryFn: ({ signal }) => getScreenGroups(signal),
  });
