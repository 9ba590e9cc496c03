import { queryOptions } from '@tanstack/react-query';

import { api, buildUrl } from '@/lib/api-client';
import type { components } from '@/lib/api-types.gen';

export type PlaysReport = components['schemas']['PlaysReportView'];
export type PlayTotal = components['schemas']['PlayTotalView'];

/** The days asked for (YYYY-MM-DD, inclusive), the zone they are counted in, and for staff the client. */
export interface PlaysAsked {
  from: string;
  to: string;
  tz: string;
  clientId: string | null;
}

/** The browser's own time zone (clients keep none yet); UTC where the browser cannot say. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** A day as YYYY-MM-DD in the browser's zone, `daysBack` before today. */
export function dayBefore(daysBack: number, now = new Date()): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysBack);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

const query = (asked: PlaysAsked) => ({ from: asked.from, to: asked.to, tz: asked.tz, clientId: asked.clientId });

/** GET /api/plays: plays per day, screen and media. */
export const playsQuery = (asked: PlaysAsked) =>
  queryOptions({
    queryKey: ['plays', asked] as const,
    queryFn: ({ signal }) => api.get<PlaysReport>('/plays', { query: query(asked), signal }),
  });

/** GET /api/plays/csv: the same report as a file the browser downloads (the session cookie goes along). */
export const playsCsvUrl = (asked: PlaysAsked) => buildUrl('/plays/csv', query(asked));
