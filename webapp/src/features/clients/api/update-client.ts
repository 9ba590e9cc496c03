import { api } from '@/lib/api-client';
import type { Client } from '@/types/api';

import type { ClientFormValues } from './create-client';

/** PATCH /api/clients/{id} (owner, staff) form fields → Client */
export function updateClient(id: string, values: ClientFormValues): Promise<Client> {
  return api.patch<Client>(`/clients/${encodeURIComponent(id)}`, values);
}
