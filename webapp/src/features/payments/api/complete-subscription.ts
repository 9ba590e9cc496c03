import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { invalidate } from '@/lib/query-cache';
import { queryKeys } from '@/lib/query-keys';
import { useSession } from '@/lib/session';
import type { Payment } from '@/types/api';


export interface SubscriptionInput {
  packageId: string;
  /** PayPal's subscriptionID from onApprove */
  subscriptionId: string;
}

/** POST /api/subscriptions → the Payment of a subscription the server verified with PayPal. */
export function completeSubscription(input: SubscriptionInput): Promise<Payment> {
  return api.post<Payment>('/subscriptions', input);
}

/** The subscription renews the client: payments, the licence and the session's client change. */
export function useCompleteSubscription() {
  const queryClient = useQueryClient();
  const { refresh } = useSession();
  return useMutation({
    mutationFn: completeSubscription,
    onSuccess: () => Promise.all([invalidate(queryClient, queryKeys.payments.all, queryKeys.licence, queryKeys.dashboard), refresh()]),
  });
}
