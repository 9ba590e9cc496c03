import { buildUrl } from '@/lib/api-client';

import type { ReportBody } from '../utils/status-report';

/** POST /api/player/report with the device token; true when the server took it. Network failures throw. */
export async function sendReport(deviceToken: string, body: ReportBody): Promise<boolean> {
  const response = await fetch(buildUrl('/player/report'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${deviceToken}` },
    body: JSON.stringify(body),
    cache: 'no-store',
  });
  return response.ok;
}
