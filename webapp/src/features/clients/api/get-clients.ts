import { api } from '@/lib/api-client';
import { useQuery } from '@/lib/use-query';
import type { Client } from '@/types/api';

/** GET /api/clients (Supervisor, Admin) → [Client] */
export function getClients(signal?: AbortSignal): Promise<Client[]> {
  return api.get<Client[]>('/clients', { signal });
}

export function useClients() {
  return useQuery('clients', getClients);
}
