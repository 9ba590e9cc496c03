import { queryOptions } from '@tanstack/react-query';

import type { Client } from '@/types/api';

import { getAllPages } from './pages';
import { queryKeys } from './query-keys';

/** Every client, all pages of GET /api/clients (Supervisor, Admin): client names next to payments and in selects. */
export function getEveryClient(signal?: AbortSignal): Promise<Client[]> {
  return getAllPages<Client>('/clients', {}, signal);
}

export const everyClientQuery = () => queryOptions({ queryKey: queryKeys.clients.every, queryFn: ({ signal }) => getEveryClient(signal) });
