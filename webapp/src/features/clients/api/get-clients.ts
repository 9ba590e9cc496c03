import { z } from 'zod';

import { getPage, pageSchema, pagedQuery, type Page } from '@/lib/pages';
import { queryKeys } from '@/lib/query-keys';
import type { Client } from '@/types/api';

/**
 * What Manage Clients reads of a client beyond the types: its expiry (Expire_date) and its
 * licence state. `licence` is optional: the server may not send it (then only the expiry tells).
 */
const clientItemSchema = z.looseObject({
  id: z.string(),
  businessName: z.string(),
  expireDate: z.string().nullable(),
  licence: z
    .object({ expired: z.boolean(), trial: z.boolean(), daysLeft: z.number(), expireDate: z.string().nullable() })
    .nullable()
    .optional(),
});
export const clientsPageSchema = pageSchema(clientItemSchema);

/** GET /api/clients (Supervisor, Admin) → one page of clients; `q` matches the business name. */
export function getClients(q: string, cursor: string | null, signal?: AbortSignal): Promise<Page<Client>> {
  return getPage<Client>('/clients', { q, cursor }, signal, clientsPageSchema);
}

export const clientsQuery = (q = '') => pagedQuery(queryKeys.clients.list(q), (cursor, signal) => getClients(q, cursor, signal));
