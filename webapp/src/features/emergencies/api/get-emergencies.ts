import { queryOptions } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { EmergencyPage } from '@/types/api';

/** GET /api/emergencies → active messages and those ended in the last 7 days, newest first
 * (a Client's own; staff: every client's, or one client's with `clientId`). */
export function getEmergencies(clientId: string | null, signal?: AbortSignal): Promise<EmergencyPage> {
  return api.get<EmergencyPage>('/emergencies', { query: { clientId }, signal });
}

/** Asked again this often while a message is active, so "N of M showing" follows the screens. */
export const EMERGENCIES_LIVE_MS = 5_000;

export const hasActive = (page: EmergencyPage | undefined) => page?.items.some((item) => item.active) ?? false;

export const emergenciesQuery = (clientId: string | null = null) =>
  queryOptions({
    queryKey: queryKeys.emergencies.list(clientId),
    queryFn: ({ signal }) => getEmergencies(clientId, signal),
    refetchInterval: (query) => (hasActive(query.state.data) ? EMERGENCIES_LIVE_MS : false),
  });
