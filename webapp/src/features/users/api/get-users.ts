import { getPage, pagedQuery, type Page } from '@/lib/pages';
import { queryKeys } from '@/lib/query-keys';
import type { User } from '@/types/api';

/** GET /api/users (Supervisor, Admin) → one page of users; `q` matches the name or the email. */
export function getUsers(q: string, cursor: string | null, signal?: AbortSignal): Promise<Page<User>> {
  return getPage<User>('/users', { q, cursor }, signal);
}

export const usersQuery = (q = '') => pagedQuery(queryKeys.users.list(q), (cursor, signal) => getUsers(q, cursor, signal));
