import { api } from '@/lib/api-client';

import type { Payment } from '../types';

export interface SubscriptionInput {
  packageId: string;
  /** PayPal's subscriptionID from onApprove */
  subscriptionId: string;
}

/** POST /api/subscriptions → the Payment of a subscription the server verified with PayPal. */
export function completeSubscription(input: SubscriptionInput): Promise<Payment> {
  return api.post<Payment>('/subscriptions', input);
}
