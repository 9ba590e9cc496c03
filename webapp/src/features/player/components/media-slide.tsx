import { useCallback, useEffect, useRef, useState } from 'react';

import type { ManifestItem } from '@/types/api';

import type { StageAction } from '../utils/stage-machine';
import type { SlideRole } from '../utils/stage-view';
import { useAfterPaint } from './use-after-paint';
import { useStallWatch } from './use-stall-watch';
import { YoutubeSlide } from './youtube-slide';

export interface SlideProps {
  item: ManifestItem;
  turn: number;
  /** The address to load (a cached copy's object URL, or the item's own). */
  src: string;
  /** The accessible name, e.g. 'Item 1 of 3'. */
  label: string;
  role: SlideRole;
  /** It broke while on screen: nothing of it may show any more. */
  broken: boolean;
  send: (action: StageAction) => void;
}

const FILL = 'absolute inset-0 h-full w-full object-contain';

function ImageSlide({ src, label, role, turn, send }: SlideProps) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    let live = true;
    image.current?.decode().then(
      () => live && send({ type: 'ready', turn }),
      () => live && send({ type: 'failed', turn, reason: 'media-error' }),
    );
    return () => {
      live = false;
    };
  }, [send, turn]);
  useAfterPaint(role === 'shown', useCallback(() => send({ type: 'painted', turn }), [send, turn]));
  return <img ref={image} alt={label} src={src} className={FILL} />;
}

function VideoSlide({ src, label, role, turn, send }: SlideProps) {
  const video = useRef<HTMLVideoElement>(null);
  const shown = role === 'shown';
  useEffect(() => {
    if (!shown) return;
    void Promise.resolve(video.current?.play()).catch(() => undefined); // a refused start shows as a stall
  }, [shown]);
  useStallWatch(video, shown, useCallback(() => send({ type: 'failed', turn, reason: 'stalled' }), [send, turn]));
  useAfterPaint(shown, useCallback(() => send({ type: 'painted', turn }), [send, turn]));
  return (
    <video
      ref={video}
      aria-label={label}
      src={src}
      preload="auto"
      muted
      playsInline
      onCanPlayThrough={() => send({ type: 'ready', turn })}
      onEnded={() => send({ type: 'due', turn })}
      onError={() => send({ type: 'failed', turn, reason: 'media-error' })}
      className={FILL}
    />
  );
}

/**
 * One item in its layer, filling the stage: an image (letterboxed), a muted MP4, or a YouTube
 * embed. Prepared out of sight ('incoming': decoded, buffered, loaded), then shown; the item
 * going away stays underneath until the shown one is painted.
 */
export function MediaSlide({ src: initialSrc, ...rest }: SlideProps) {
  // The address the item started with: a copy kept meanwhile is used from its next turn on.
  const [src] = useState(initialSrc);
  const props = { ...rest, src };
  const { item, role, broken } = props;
  const hidden = role === 'incoming' || (broken && item.assetType === 'youtube');
  const layer = role === 'shown' ? 'z-10' : 'z-0';
  let slide = <ImageSlide {...props} />;
  if (item.assetType === 'youtube' && item.youtubeId) slide = <YoutubeSlide {...props} youtubeId={item.youtubeId} />;
  else if (item.assetType === 'video') slide = <VideoSlide {...props} />;
  return (
    <div aria-hidden={role !== 'shown'} className={`pointer-events-none absolute inset-0 ${layer} ${hidden ? 'opacity-0' : ''}`}>
      {slide}
    </div>
  );
}
