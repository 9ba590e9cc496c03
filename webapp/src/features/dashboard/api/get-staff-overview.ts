import { queryOptions } from '@tanstack/react-query';

import { getAllPages } from '@/lib/pages';
import { queryKeys } from '@/lib/query-keys';
import type { Client, User } from '@/types/api';

export interface StaffOverview {
  users: number;
  activeUsers: number;
  clients: number;
  activeClients: number;
}

/** Counts for staff, from every page of GET /api/users and GET /api/clients (staff have no client dashboard). */
export async function getStaffOverview(signal?: AbortSignal): Promise<StaffOverview> {
  const [users, clients] = await Promise.all([
    getAllPages<User>('/users', {}, signal),
    getAllPages<Client>('/clients', {}, signal),
  ]);
  return {
    users: users.length,
    activeUsers: users.filter((u) => u.status).length,
    clients: clients.length,
    activeClients: clients.filter((c) => c.status).length,
  };
}

/** Under the dashboard key: user and client writes invalidate it. */
export const staffOverviewQuery = () =>
  queryOptions({ queryKey: [...queryKeys.dashboard, 'staff'] as const, queryFn: ({ signal }) => getStaffOverview(signal) });
