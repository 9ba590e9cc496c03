import { queryOptions } from '@tanstack/react-query';

import { getAllPages } from '@/lib/pages';
import { queryKeys } from '@/lib/query-keys';
import type { Client, User } from '@/types/api';

/**
 * The users staff may create a client for: active or not, role Client, without a client profile
 * yet (a Client has one profile). GET /api/users and GET /api/clients (Supervisor, Admin).
 */
export async function getClientOwners(signal?: AbortSignal): Promise<User[]> {
  const [users, clients] = await Promise.all([
    getAllPages<User>('/users', {}, signal),
    getAllPages<Client>('/clients', {}, signal),
  ]);
  const owned = new Set(clients.map((client) => client.userId));
  return users.filter((user) => user.role === 'Client' && !owned.has(user.id));
}

/** Keyed under clients: creating or deleting a client changes who may get one. */
export const clientOwnersQuery = () =>
  queryOptions({ queryKey: [...queryKeys.clients.all, 'owners'] as const, queryFn: ({ signal }) => getClientOwners(signal) });
