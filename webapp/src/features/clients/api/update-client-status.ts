import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { invalidate, replaceInList } from '@/lib/query-cache';
import { queryKeys } from '@/lib/query-keys';
import type { Client } from '@/types/api';

import { clientSaved } from './update-client';

/** PUT /api/clients/{id}/status (Supervisor, Admin) {status} → Client */
export function updateClientStatus(id: string, status: boolean): Promise<Client> {
  return api.put<Client>(`/clients/${encodeURIComponent(id)}/status`, { status });
}

/** The switch shows the new status at once; on failure the row is put back. */
export function useUpdateClientStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['clients', 'status'],
    mutationFn: ({ client, status }: { client: Client; status: boolean }) => updateClientStatus(client.id, status),
    onMutate: ({ client, status }) => replaceInList(queryClient, queryKeys.clients.lists, { ...client, status }),
    onError: (_error, { client }) => replaceInList(queryClient, queryKeys.clients.lists, client),
    onSuccess: async (saved) => {
      await clientSaved(queryClient, saved);
      await invalidate(queryClient, queryKeys.dashboard);
    },
  });
}
