import { api } from '@/lib/api-client';
import { useQuery } from '@/lib/use-query';
import type { User } from '@/types/api';

/** GET /api/users/{id} (staff; a Client: self) → User */
export function getUser(id: string, signal?: AbortSignal): Promise<User> {
  return api.get<User>(`/users/${encodeURIComponent(id)}`, { signal });
}

export function useUser(id: string | undefined) {
  return useQuery(id ? `user:${id}` : null, (signal) => getUser(id ?? '', signal));
}
