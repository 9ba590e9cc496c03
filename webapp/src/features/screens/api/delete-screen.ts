import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { changeScreens, withoutScreen } from './screen-cache';

/** DELETE /api/screens/{id} → 204: the TV's token is revoked and it shows a pairing code again. */
export function deleteScreen(id: string): Promise<void> {
  return api.delete<void>(`/screens/${encodeURIComponent(id)}`);
}

export function useDeleteScreen() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteScreen, onSuccess: (_, id) => changeScreens(queryClient, withoutScreen(id)) });
}

/** Staff revoking one of the screens of `clientId` (logged RevokeScreen by the server). */
export function useRevokeScreen(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteScreen, onSuccess: (_, id) => changeScreens(queryClient, withoutScreen(id), clientId) });
}
