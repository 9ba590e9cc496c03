import { queryOptions } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { Client } from '@/types/api';

/** GET /api/clients/{id} (owner, staff) → Client */
export function getClient(id: string, signal?: AbortSignal): Promise<Client> {
  return api.get<Client>(`/clients/${encodeURIComponent(id)}`, { signal });
}

export const clientQuery = (id: string) => queryOptions({ queryKey: queryKeys.clients.detail(id), queryFn: ({ signal }) => getClient(id, signal) });
