import { useState } from 'react';

import { cn } from '@/lib/cn';

import { ImageIcon, PlayIcon } from './media-icons';

/**
 * A media item's picture: its thumbnail (or the image itself), or an icon of its type when
 * there is none or it cannot be loaded (e.g. YouTube's image host is unreachable).
 */
export function MediaThumbnail({ src, kind, className }: { src: string; kind: 'image' | 'video' | 'youtube'; className?: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (src && failedSrc !== src) {
    return <img src={src} alt="" loading="lazy" onError={() => setFailedSrc(src)} className={cn('bg-slate-900 object-cover', className)} />;
  }
  return (
    <div aria-hidden="true" className={cn('flex items-center justify-center bg-slate-800 text-slate-300', className)}>
      {kind === 'image' ? <ImageIcon /> : <PlayIcon />}
    </div>
  );
}
