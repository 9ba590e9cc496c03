import { api } from '@/lib/api-client';
import { useQuery } from '@/lib/use-query';
import type { Client } from '@/types/api';

/** GET /api/clients/{id} (owner, staff) → Client */
export function getClient(id: string, signal?: AbortSignal): Promise<Client> {
  return api.get<Client>(`/clients/${encodeURIComponent(id)}`, { signal });
}

export function useClient(id: string | undefined) {
  return useQuery(id ? `client:${id}` : null, (signal) => getClient(id ?? '', signal));
}
