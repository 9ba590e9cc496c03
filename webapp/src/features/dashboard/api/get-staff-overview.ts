import { api } from '@/lib/api-client';
import { useQuery } from '@/lib/use-query';
import type { Client, User } from '@/types/api';

export interface StaffOverview {
  users: number;
  activeUsers: number;
  clients: number;
  activeClients: number;
}

/** Counts for staff, from GET /api/users and GET /api/clients (staff have no client dashboard). */
export async function getStaffOverview(signal?: AbortSignal): Promise<StaffOverview> {
  const [users, clients] = await Promise.all([
    api.get<User[]>('/users', { signal }),
    api.get<Client[]>('/clients', { signal }),
  ]);
  return {
    users: users.length,
    activeUsers: users.filter((u) => u.status).length,
    clients: clients.length,
    activeClients: clients.filter((c) => c.status).length,
  };
}

export function useStaffOverview(enabled: boolean) {
  return useQuery(enabled ? 'staff-overview' : null, getStaffOverview);
}
