import { queryOptions } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { User } from '@/types/api';

/** GET /api/users/{id} (staff; a Client: self) → User */
export function getUser(id: string, signal?: AbortSignal): Promise<User> {
  return api.get<User>(`/users/${encodeURIComponent(id)}`, { signal });
}

export const userQuery = (id: string) => queryOptions({ queryKey: queryKeys.users.detail(id), queryFn: ({ signal }) => getUser(id, signal) });
