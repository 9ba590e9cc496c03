import { queryOptions } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { User } from '@/types/api';

/** GET /api/users (Supervisor, Admin) → [User] */
export function getUsers(signal?: AbortSignal): Promise<User[]> {
  return api.get<User[]>('/users', { signal });
}

export const usersQuery = () => queryOptions({ queryKey: queryKeys.users.all, queryFn: ({ signal }) => getUsers(signal) });
