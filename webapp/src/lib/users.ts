import { queryOptions } from '@tanstack/react-query';

import type { User } from '@/types/api';

import { getAllPages } from './pages';
import { queryKeys } from './query-keys';

/** Every user, all pages of GET /api/users (Supervisor, Admin): user names in selects and grids. */
export function getEveryUser(signal?: AbortSignal): Promise<User[]> {
  return getAllPages<User>('/users', {}, signal);
}

export const everyUserQuery = () => queryOptions({ queryKey: queryKeys.users.every, queryFn: ({ signal }) => getEveryUser(signal) });
