import { api } from '@/lib/api-client';
import { useQuery } from '@/lib/use-query';
import type { Client, User } from '@/types/api';

/**
 * The users staff may create a client for: active or not, role Client, without a client profile
 * yet (a Client has one profile). GET /api/users and GET /api/clients (Supervisor, Admin).
 */
export async function getClientOwners(signal?: AbortSignal): Promise<User[]> {
  const [users, clients] = await Promise.all([
    api.get<User[]>('/users', { signal }),
    api.get<Client[]>('/clients', { signal }),
  ]);
  const owned = new Set(clients.map((client) => client.userId));
  return users.filter((user) => user.role === 'Client' && !owned.has(user.id));
}

/** Loads the candidates only when `enabled` (staff entering Add Client without an owner). */
export function useClientOwners(enabled: boolean) {
  return useQuery(enabled ? 'client-owners' : null, getClientOwners);
}
