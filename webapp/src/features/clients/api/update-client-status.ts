import { api } from '@/lib/api-client';
import type { Client } from '@/types/api';

/** PUT /api/clients/{id}/status (Supervisor, Admin) {status} → Client */
export function updateClientStatus(id: string, status: boolean): Promise<Client> {
  return api.put<Client>(`/clients/${encodeURIComponent(id)}/status`, { status });
}
