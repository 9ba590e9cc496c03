import { api } from '@/lib/api-client';
import { useQuery } from '@/lib/use-query';
import type { User } from '@/types/api';

/** GET /api/users (Supervisor, Admin) → [User] */
export function getUsers(signal?: AbortSignal): Promise<User[]> {
  return api.get<User[]>('/users', { signal });
}

export function useUsers() {
  return useQuery('users', getUsers);
}
