import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { invalidate, replaceInList } from '@/lib/query-cache';
import { queryKeys } from '@/lib/query-keys';
import type { Client } from '@/types/api';

import { clientSaved } from './update-client';

/** POST /api/clients/{id}/deactivate (Supervisor, Admin) → Client: the Client Action modal's
 * Deactivate, logged as DeactivateClient (the switch is ToggleClientStatus). */
export function deactivateClient(id: string): Promise<Client> {
  return api.post<Client>(`/clients/${encodeURIComponent(id)}/deactivate`);
}

/** The row shows the client inactive at once; on failure it is put back. */
export function useDeactivateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['clients', 'deactivate'],
    mutationFn: (client: Client) => deactivateClient(client.id),
    onMutate: (client) => replaceInList(queryClient, queryKeys.clients.lists, { ...client, status: false }),
    onError: (_error, client) => replaceInList(queryClient, queryKeys.clients.lists, client),
    onSuccess: async (saved) => {
      await clientSaved(queryClient, saved);
      await invalidate(queryClient, queryKeys.dashboard);
    },
  });
}
