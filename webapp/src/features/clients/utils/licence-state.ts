import type { Client } from '@/types/api';

export type LicenceStateLabel = 'Active' | 'Trial' | 'Expired';

/**
 * The licence state Manage Clients shows. The server's `licence` (spec §4: expired after
 * Expire_date, trial while the client has no payments) decides when it is sent; without it the
 * expiry alone tells: past → Expired, none yet → Trial (a client gets an expiry with its first
 * payment), else Active.
 */
export function licenceState(client: Pick<Client, 'expireDate' | 'licence'>, now: Date = new Date()): LicenceStateLabel {
  if (client.licence) {
    if (client.licence.expired) return 'Expired';
    return client.licence.trial ? 'Trial' : 'Active';
  }
  if (!client.expireDate) return 'Trial';
  return new Date(client.expireDate).getTime() < now.getTime() ? 'Expired' : 'Active';
}
