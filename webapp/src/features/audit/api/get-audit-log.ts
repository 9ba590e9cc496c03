import { z } from 'zod';

import { getPage, pageSchema, pagedQuery, type Page } from '@/lib/pages';
import { queryKeys } from '@/lib/query-keys';
import type { UserLog } from '@/types/api';

/** The audit log's route (docs/api.md: the userLogs collection, staff only). */
export const AUDIT_PATH = '/user-logs';

/** The grid's filters; empty means "any". `from`/`to` are days (yyyy-mm-dd), both inclusive. */
export interface AuditFilters {
  userId: string;
  action: string;
  from: string;
  to: string;
}

export const NO_FILTERS: AuditFilters = { userId: '', action: '', from: '', to: '' };

const userLogSchema = z.looseObject({
  id: z.string(),
  userId: z.string(),
  action: z.string(),
  actionDateTime: z.string(),
  note: z.string(),
  locationStatus: z.string().nullable(),
});
const auditPageSchema = pageSchema(userLogSchema);

/** GET /api/user-logs (Supervisor, Admin) → one page of entries, newest first, filtered. */
export function getAuditLog(filters: AuditFilters, cursor: string | null, signal?: AbortSignal): Promise<Page<UserLog>> {
  return getPage<UserLog>(AUDIT_PATH, { ...filters, cursor }, signal, auditPageSchema);
}

export const auditLogQuery = (filters: AuditFilters) =>
  pagedQuery(queryKeys.audit.list(filters), (cursor, signal) => getAuditLog(filters, cursor, signal));
