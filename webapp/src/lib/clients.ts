import { queryOptions } from '@tanstack/react-query';

import type { Client } from '@/types/api';

import { api } from './api-client';
import { queryKeys } from './query-keys';

/** GET /api/clients (Supervisor, Admin) → [Client]: Manage Clients, and client names next to payments. */
export function getClients(signal?: AbortSignal): Promise<Client[]> {
  return api.get<Client[]>('/clients', { signal });
}

export const clientsQuery = () => queryOptions({ queryKey: queryKeys.clients.all, queryFn: ({ signal }) => getClients(signal) });
