import { api } from '@/lib/api-client';

/** POST /api/auth/logout → 204; the server closes the login log entry (end time, duration, offline). */
export function logout(): Promise<void> {
  return api.post<void>('/auth/logout');
}
