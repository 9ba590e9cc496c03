import { api } from '@/lib/api-client';
import { useQuery } from '@/lib/use-query';
import type { Client } from '@/types/api';

/** GET /api/clients (staff) → every client, to name them next to their payments. */
export function getClients(signal?: AbortSignal): Promise<Client[]> {
  return api.get<Client[]>('/clients', { signal });
}

/** Only staff may list clients: for anybody else nothing is asked. */
export function useClients(enabled: boolean) {
  return useQuery(enabled ? 'clients' : null, getClients);
}
