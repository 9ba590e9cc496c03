import { queryOptions } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { DashboardStats } from '@/types/api';

/** GET /api/dashboard (a Client's own statistics; media and playlist writes invalidate it). */
export function getDashboard(signal?: AbortSignal): Promise<DashboardStats> {
  return api.get<DashboardStats>('/dashboard', { signal });
}

export const dashboardQuery = () => queryOptions({ queryKey: queryKeys.dashboard, queryFn: ({ signal }) => getDashboard(signal) });
