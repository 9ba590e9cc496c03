import { api } from '@/lib/api-client';

/** DELETE /api/users/{id} (Admin) → 204 */
export function deleteUser(id: string): Promise<void> {
  return api.delete<void>(`/users/${encodeURIComponent(id)}`);
}
