/**
 * What this player knows of itself, for its reports to the portal: the item on screen and
 * since when, the manifest version it applies, the files it keeps, its times without the
 * server, and the media it could not play (`skip-tally`). The parts of the player note what
 * they know here; the report hook reads it and is told when a report should go at once (a
 * manifest applied, the server back, a media skipped that was not before).
 */
import type { SkipReason } from './playback-events';
import { playerNow } from './play-clock';
import { type SkipCount, tallySkip } from './skip-tally';

export interface Showing {
  mediaId: string;
  kind: string;
  since: Date;
}

export interface KeptFiles {
  kept: number;
  total: number;
  bytes: number;
}

export interface Outage {
  since: Date;
  seconds: number;
}

export interface PlayerStatus {
  showing: Showing | null;
  manifestVersion: string;
  files: KeptFiles;
  /** When the server stopped answering; null while it answers. */
  offlineSince: Date | null;
  /** The last time without the server, once it was over. */
  lastOutage: Outage | null;
  /** The media skipped since it started, most recently skipped first (bounded). */
  skips: SkipCount[];
  /** The emergency message on screen now (it hides the playlist); null while none shows. */
  emergencyId: string | null;
}

export type StatusEvent = 'manifest' | 'back' | 'skip' | 'emergency';

const empty = (): PlayerStatus => ({
  showing: null,
  manifestVersion: '',
  files: { kept: 0, total: 0, bytes: 0 },
  offlineSince: null,
  lastOutage: null,
  skips: [],
  emergencyId: null,
});
let status = empty();
const listeners = new Set<(event: StatusEvent) => void>();
const emit = (event: StatusEvent) => listeners.forEach((listener) => listener(event));

export const readStatus = (): PlayerStatus => status;

export function noteShowing(showing: Showing | null) {
  status = { ...status, showing };
}

/** An item skipped: counted; a media not in the tally before asks for a report at once. */
export function noteSkip(mediaId: string, reason: SkipReason, at: Date = new Date(playerNow())) {
  const known = status.skips.some((skip) => skip.mediaId === mediaId);
  status = { ...status, skips: tallySkip(status.skips, mediaId, reason, at) };
  if (!known) emit('skip');
}

/** An emergency message shown (its id) or gone (null): the portal counts the screens that show it, so a report goes soon. */
export function noteEmergency(emergencyId: string | null) {
  if (status.emergencyId === emergencyId) return;
  status = { ...status, emergencyId };
  emit('emergency');
}

export function noteFiles(files: KeptFiles) {
  status = { ...status, files };
}

/** A manifest applied; its version is its ETag without quotes. */
export function noteManifest(etag: string | null) {
  status = { ...status, manifestVersion: (etag ?? '').replace(/^W\//, '').replace(/"/g, '') };
  emit('manifest');
}

/** Whether the server answered just now: a failure starts an outage, an answer ends it. */
export function noteServer(answered: boolean, now: Date = new Date(playerNow())) {
  if (!answered) {
    if (!status.offlineSince) status = { ...status, offlineSince: now };
    return;
  }
  const since = status.offlineSince;
  if (!since) return;
  const seconds = Math.max(0, Math.round((now.getTime() - since.getTime()) / 1000));
  status = { ...status, offlineSince: null, lastOutage: { since, seconds } };
  emit('back');
}

export function onStatusEvent(listener: (event: StatusEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Everything forgotten (a new pairing; tests). */
export function resetStatus() {
  status = empty();
  listeners.clear();
}
