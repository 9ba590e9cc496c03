import { api } from '@/lib/api-client';
import { useQuery } from '@/lib/use-query';
import type { Licence } from '@/types/api';

export interface DashboardStats {
  mediaByType: { image: number; video: number; youtube: number };
  newMediasThisMonth: number;
  newPlaylistsThisMonth: number;
  licence: Licence | null;
}

/** GET /api/dashboard (a Client's own statistics). */
export function getDashboard(signal?: AbortSignal): Promise<DashboardStats> {
  return api.get<DashboardStats>('/dashboard', { signal });
}

export function useDashboard(enabled: boolean) {
  return useQuery(enabled ? 'dashboard' : null, getDashboard);
}
