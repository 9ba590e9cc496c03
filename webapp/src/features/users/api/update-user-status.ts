import { api } from '@/lib/api-client';
import type { User } from '@/types/api';

/** PUT /api/users/{id}/status (Admin) {status} → User */
export function updateUserStatus(id: string, status: boolean): Promise<User> {
  return api.put<User>(`/users/${encodeURIComponent(id)}/status`, { status });
}
