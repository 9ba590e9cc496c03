import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { markStale, replaceInList } from '@/lib/query-cache';
import { queryKeys } from '@/lib/query-keys';
import type { Client } from '@/types/api';
import type { RequestBody } from '@/types/api-contract';

import type { ClientFormValues } from './create-client';

type UpdateClientBody = RequestBody<'UpdateClientBody'>;

/** PATCH /api/clients/{id} (owner, staff) form fields (and the time zone, from the profile) → Client */
export function updateClient(id: string, values: ClientFormValues & { timeZone?: string }): Promise<Client> {
  const body: UpdateClientBody = values;
  return api.patch<Client>(`/clients/${encodeURIComponent(id)}`, body);
}

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string; values: ClientFormValues & { timeZone?: string } }) => updateClient(id, values),
    onSuccess: (saved) => clientSaved(queryClient, saved),
  });
}

/** The answer of a client write: its detail and its row in the list; the dashboard's first-run
 * steps (profile, logo) are read again when next shown. */
export async function clientSaved(queryClient: ReturnType<typeof useQueryClient>, saved: Client) {
  queryClient.setQueryData(queryKeys.clients.detail(saved.id), saved);
  replaceInList(queryClient, queryKeys.clients.lists, saved);
  await markStale(queryClient, queryKeys.clients.all, queryKeys.dashboard);
}
