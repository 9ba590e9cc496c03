/**
 * YouTube links (spec §5, §9), with the same rules as `signage_core.rules.youtube`: an
 * 11-character id from watch?v= (anywhere in the query), youtu.be/ID, or /embed/, /shorts/,
 * /live/, /v/ on youtube.com, www., m., music. or youtube-nocookie.com; scheme (http or
 * https) and www. optional; the host is case-insensitive.
 */

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const WATCH_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const SHORT_HOSTS = new Set(['youtu.be', 'www.youtu.be']);
const PATH_PREFIXES = new Set(['embed', 'shorts', 'live', 'v']);

/** Estimated bytes per second of a video link (spec §9). */
export const YOUTUBE_BYTES_PER_SECOND = 2048;

const videoId = (candidate: string | undefined) => (candidate !== undefined && VIDEO_ID.test(candidate) ? candidate : null);

/** The video id of a YouTube link, or null when `url` is not one. */
export function extractYoutubeId(url: string): string | null {
  let text = url.trim();
  if (!text.includes('://')) text = `https://${text}`;
  let parts: URL;
  try {
    parts = new URL(text);
  } catch {
    return null;
  }
  const scheme = parts.protocol.replace(/:$/, '').toLowerCase();
  if (scheme !== 'http' && scheme !== 'https') return null;
  const host = parts.hostname.toLowerCase();
  if (WATCH_HOSTS.has(host) && parts.pathname.replace(/\/+$/, '') === '/watch') {
    const values = new URLSearchParams(parts.search).getAll('v').filter((value) => value !== '');
    return values.length === 1 ? videoId(values[0]) : null;
  }
  const segments = parts.pathname.split('/').filter(Boolean);
  if (SHORT_HOSTS.has(host) && segments.length === 1) return videoId(segments[0]);
  if (WATCH_HOSTS.has(host) && segments.length === 2 && PATH_PREFIXES.has(segments[0] ?? '')) return videoId(segments[1]);
  return null;
}

/** A video link's estimated size: duration × 2048 bytes, rounded half up (as the server). */
export function youtubeFileSize(durationSeconds: number): number {
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) return 0;
  return Math.round(durationSeconds * YOUTUBE_BYTES_PER_SECOND);
}
