import { buildUrl, toApiError } from '@/lib/api-client';
import type { Manifest } from '@/types/api';

import { serverPollMs } from '../utils/polling';

/** `pollMs`: when to ask again, as the server said (`X-Poll-Interval`). */
export type ManifestAnswer =
  | { kind: 'changed'; manifest: Manifest; etag: string | null; pollMs: number }
  | { kind: 'unchanged'; pollMs: number }
  /** 401: the screen was removed, its token revoked. */
  | { kind: 'revoked' };

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

/** A manifest whose playlist always has a list of items. */
function normalize(body: unknown): Manifest {
  const manifest = body as Manifest;
  const playlist = manifest.playlist;
  return playlist ? { ...manifest, playlist: { ...playlist, items: Array.isArray(playlist.items) ? playlist.items : [] } } : manifest;
}

/**
 * GET /api/player/manifest with the device token, and `If-None-Match` with the last ETag: 304
 * means nothing changed; either says when to ask again. Network failures and server errors throw (the TV keeps playing).
 */
export async function getManifest(deviceToken: string, etag: string | null, signal?: AbortSignal): Promise<ManifestAnswer> {
  const headers: Record<string, string> = { Accept: 'application/json', Authorization: `Bearer ${deviceToken}` };
  if (etag) headers['If-None-Match'] = etag;
  const response = await fetch(buildUrl('/player/manifest'), { headers, signal, cache: 'no-store' });
  const pollMs = serverPollMs(response.headers.get('X-Poll-Interval'));
  if (response.status === 304) return { kind: 'unchanged', pollMs };
  if (response.status === 401) return { kind: 'revoked' };
  const body = await readJson(response);
  if (!response.ok || !body) throw toApiError(response.status, body);
  return { kind: 'changed', manifest: normalize(body), etag: response.headers.get('ETag'), pollMs };
}
