import { useCallback, useEffect, useRef, useState } from 'react';

import { LOAD_TIMEOUT_MS } from '../utils/stage-timing';
import { LISTENING, readYoutubeMessage, YOUTUBE_ENDED, YOUTUBE_PLAYING, youtubeCommand, youtubeEmbedUrl } from '../utils/youtube-messages';
import type { SlideProps } from './media-slide';
import { useAfterPaint } from './use-after-paint';
import { STALL_MS } from './use-stall-watch';

const ASK_EVERY_MS = 250;

/** Talks to the embed: asks it for its events once loaded; an embed silent that long failed. */
function useYoutubeTalk(frame: React.RefObject<HTMLIFrameElement | null>, { turn, send }: Pick<SlideProps, 'turn' | 'send'>) {
  const [playerState, setPlayerState] = useState(-1);
  const [loaded, setLoaded] = useState(false);
  const [heard, setHeard] = useState(false);
  useEffect(() => {
    if (!navigator.onLine) return send({ type: 'failed', turn, reason: 'offline' });
    const hear = (event: MessageEvent) => {
      const news = event.source === frame.current?.contentWindow ? readYoutubeMessage(event.data) : null;
      if (!news) return;
      setHeard(true);
      if (news.kind === 'ready') send({ type: 'ready', turn });
      if (news.kind === 'error') send({ type: 'failed', turn, reason: 'youtube-error' });
      if (news.kind === 'state') setPlayerState(news.state);
    };
    window.addEventListener('message', hear);
    return () => window.removeEventListener('message', hear);
  }, [frame, send, turn]);
  useEffect(() => {
    if (!loaded || heard) return;
    const ask = setInterval(() => frame.current?.contentWindow?.postMessage(LISTENING, '*'), ASK_EVERY_MS);
    const silent = setTimeout(() => send({ type: 'failed', turn, reason: 'load-timeout' }), LOAD_TIMEOUT_MS);
    return () => {
      clearInterval(ask);
      clearTimeout(silent);
    };
  }, [frame, loaded, heard, send, turn]);
  return { playerState, heard, loaded: () => setLoaded(true) };
}

/** A YouTube item on screen that stops playing (buffering, paused) that long, or goes offline, fails. */
function useYoutubeWatch(active: boolean, playerState: number, { turn, send }: Pick<SlideProps, 'turn' | 'send'>) {
  useEffect(() => {
    if (!active) return;
    const offline = () => send({ type: 'failed', turn, reason: 'offline' });
    window.addEventListener('offline', offline);
    return () => window.removeEventListener('offline', offline);
  }, [active, send, turn]);
  useEffect(() => {
    if (!active || playerState === YOUTUBE_PLAYING || playerState === YOUTUBE_ENDED) return;
    const timer = setTimeout(() => send({ type: 'failed', turn, reason: 'stalled' }), STALL_MS);
    return () => clearTimeout(timer);
  }, [active, playerState, send, turn]);
}

/** A YouTube item: loaded out of sight, started on its turn, visible only once it plays. */
export function YoutubeSlide({ youtubeId, label, role, turn, send }: SlideProps & { youtubeId: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const { playerState, heard, loaded } = useYoutubeTalk(frame, { turn, send });
  const shown = role === 'shown';
  const [playing, setPlaying] = useState(false);
  if (playerState === YOUTUBE_PLAYING && !playing) setPlaying(true);
  useYoutubeWatch(shown && playing, playerState, { turn, send });
  useEffect(() => {
    if (shown && heard) frame.current?.contentWindow?.postMessage(youtubeCommand('playVideo'), '*');
  }, [shown, heard]);
  useAfterPaint(shown && playing, useCallback(() => send({ type: 'painted', turn }), [send, turn]));
  return (
    <iframe
      ref={frame}
      title={label}
      src={youtubeEmbedUrl(youtubeId, window.location.origin)}
      allow="autoplay; encrypted-media"
      referrerPolicy="strict-origin-when-cross-origin"
      onLoad={loaded}
      className={`absolute inset-0 h-full w-full border-0 ${playing ? '' : 'opacity-0'}`}
    />
  );
}
