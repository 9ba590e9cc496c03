import { api } from '@/lib/api-client';

export interface DeleteClientResult {
  deletedPayments: number;
  totalAmount: number;
}

/** DELETE /api/clients/{id} (Admin): the client and all its payments. */
export function deleteClient(id: string): Promise<DeleteClientResult> {
  return api.delete<DeleteClientResult>(`/clients/${encodeURIComponent(id)}`);
}
