import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** DELETE /api/users/{id}/two-factor (Admin, another user) → 204; 404 when they have none. */
export function resetTwoFactor(id: string): Promise<void> {
  return api.delete<void>(`/users/${encodeURIComponent(id)}/two-factor`);
}

/** Nothing cached changes: the grid does not show who has two-factor sign-in. */
export function useResetTwoFactor() {
  return useMutation({ mutationFn: resetTwoFactor });
}
