import type { components } from '@/lib/api-types.gen';

import type { PlayerStatus } from './status-board';

export type ReportBody = components['schemas']['ReportBody'];

/** A report every minute, and one soon after a manifest is applied, the server is back, a new media is skipped, or an emergency message shows or goes. */
export const REPORT_EVERY_MS = 60_000;
export const REPORT_SOON_MS = 2_000;

/**
 * The report of POST /api/player/report: its times by this box's clock, with `sentAt` so the
 * server can shift them to its own, and the media it skipped. A showing or skip that claims to start after `now` (a clock set
 * back meanwhile) is sent as starting now.
 */
export function buildReport(status: PlayerStatus, now: Date): ReportBody {
  const { showing, files, lastOutage, skips } = status;
  const at = (moment: Date) => new Date(Math.min(moment.getTime(), now.getTime())).toISOString();
  return {
    sentAt: now.toISOString(),
    manifestVersion: status.manifestVersion,
    filesKept: Math.min(files.kept, files.total),
    filesTotal: files.total,
    bytesKept: files.bytes,
    showing: showing ? { mediaId: showing.mediaId, mediaKind: showing.kind, since: at(showing.since) } : null,
    offlineSince: lastOutage ? at(lastOutage.since) : null,
    offlineSeconds: lastOutage?.seconds ?? 0,
    skips: skips.map(({ mediaId, reason, count, lastAt }) => ({ mediaId, reason, count, lastAt: at(lastAt) })),
    emergencyId: status.emergencyId,
  };
}
