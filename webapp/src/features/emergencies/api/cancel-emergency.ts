import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { EmergencyView } from '@/types/api';

/** POST /api/emergencies/{id}/cancel → 200 EmergencyView, ended now. */
export function cancelEmergency(id: string): Promise<EmergencyView> {
  return api.post<EmergencyView>(`/emergencies/${encodeURIComponent(id)}/cancel`, {});
}

export function useCancelEmergency() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelEmergency, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.emergencies.all }) });
}
