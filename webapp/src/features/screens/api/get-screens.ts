import { queryOptions } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { ScreenPage } from '@/types/api';

/** GET /api/screens → a Client's own screens; staff pass `clientId`. */
export function getScreens(clientId: string | null, signal?: AbortSignal): Promise<ScreenPage> {
  return api.get<ScreenPage>('/screens', { query: { clientId }, signal });
}

/** Asked again this often while the page is open, so Online and Offline move on. */
export const SCREENS_REFRESH_MS = 30_000;

export const screensQuery = (clientId: string | null) =>
  queryOptions({
    queryKey: queryKeys.screens.list(clientId),
    queryFn: ({ signal }) => getScreens(clientId, signal),
    refetchInterval: SCREENS_REFRESH_MS,
  });
