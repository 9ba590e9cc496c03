import { useState } from 'react';

import type { ManifestItem } from '@/types/api';

/** The YouTube embed a TV plays: muted autoplay without controls, no tracking cookies. */
export function youtubeEmbedUrl(youtubeId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1&mute=1&controls=0`;
}

interface MediaSlideProps {
  item: ManifestItem;
  /** The address to load (a cached copy's object URL, or the item's own). */
  src: string;
  /** The accessible name, e.g. 'Item 1 of 3'. */
  label: string;
  /** A video that ended, or failed to play. */
  onEnded: () => void;
}

/** One item, filling the stage: an image (letterboxed), a muted MP4, or a YouTube embed. */
export function MediaSlide({ item, src: initialSrc, label, onEnded }: MediaSlideProps) {
  // The address the item started with: a copy kept meanwhile is used from its next turn on.
  const [src] = useState(initialSrc);
  if (item.assetType === 'youtube' && item.youtubeId) {
    return (
      <iframe
        title={label}
        src={youtubeEmbedUrl(item.youtubeId)}
        allow="autoplay; encrypted-media"
        referrerPolicy="strict-origin-when-cross-origin"
        className="absolute inset-0 h-full w-full border-0"
      />
    );
  }
  if (item.assetType === 'video') {
    return (
      <video
        aria-label={label}
        src={src}
        autoPlay
        muted
        playsInline
        onEnded={onEnded}
        onError={onEnded}
        className="absolute inset-0 h-full w-full object-contain"
      />
    );
  }
  return <img alt={label} src={src} className="absolute inset-0 h-full w-full object-contain" />;
}
