import { getPage, pagedQuery, type Page } from '@/lib/pages';
import { queryKeys } from '@/lib/query-keys';
import type { Payment } from '@/types/api';

/**
 * GET /api/payments → one page, newest first: a Client's own; staff all, or one client's with
 * clientId. `q` matches the payment reference.
 */
export function getPayments(clientId: string | null, q: string, cursor: string | null, signal?: AbortSignal): Promise<Page<Payment>> {
  return getPage<Payment>('/payments', { clientId, q, cursor }, signal);
}

export const paymentsQuery = (clientId: string | null, q = '') =>
  pagedQuery(queryKeys.payments.list(clientId, q), (cursor, signal) => getPayments(clientId, q, cursor, signal));
