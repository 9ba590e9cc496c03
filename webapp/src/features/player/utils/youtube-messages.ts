/**
 * The YouTube embed's message protocol (the IFrame API's, spoken directly so no script has to
 * be fetched from YouTube): the page asks the player to talk, then hears its readiness, its
 * state changes and its errors, and sends it commands.
 */

export const YOUTUBE_ENDED = 0;
export const YOUTUBE_PLAYING = 1;

export type YoutubeNews = { kind: 'ready' | 'alive' } | { kind: 'error'; code: number } | { kind: 'state'; state: number };

/** The YouTube embed a TV plays: muted, without controls, waiting for the page's play command. */
export function youtubeEmbedUrl(youtubeId: string, origin: string): string {
  const query = `autoplay=0&mute=1&controls=0&playsinline=1&enablejsapi=1&origin=${encodeURIComponent(origin)}`;
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?${query}`;
}

/** The message that asks the player to send its events. */
export const LISTENING = JSON.stringify({ event: 'listening', id: 1, channel: 'widget' });

export function youtubeCommand(func: 'playVideo' | 'pauseVideo'): string {
  return JSON.stringify({ event: 'command', func, args: [], id: 1, channel: 'widget' });
}

function parsed(data: unknown): Record<string, unknown> | null {
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** What a message from the player says ('alive': it talks, nothing more), or null for anything else. */
export function readYoutubeMessage(data: unknown): YoutubeNews | null {
  const message = parsed(data);
  if (!message) return null;
  const info = message.info as Record<string, unknown> | number | null | undefined;
  if (message.event === 'onReady') return { kind: 'ready' };
  if (message.event === 'onError') return { kind: 'error', code: typeof info === 'number' ? info : 0 };
  if (message.event === 'onStateChange' && typeof info === 'number') return { kind: 'state', state: info };
  if (message.event === 'infoDelivery' && info && typeof info === 'object' && typeof info.playerState === 'number') {
    return { kind: 'state', state: info.playerState };
  }
  return typeof message.event === 'string' ? { kind: 'alive' } : null;
}
