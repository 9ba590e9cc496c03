import { useState } from 'react';

import { cn } from '@/lib/cn';

import { ImageIcon, PlayIcon } from './media-icons';

/**
 * A media item's picture: its thumbnail (or the image itself), or an icon of its type when
 * there is none or it cannot be loaded (e.g. YouTube's image host is unreachable).
 */
export function MediaThumbnail({
  src,
  kind,
  className,
  alt = '',
}: {
  src: string;
  kind: 'image' | 'video' | 'youtube';
  className?: string;
  /** Its text alternative; empty when the picture is decorative (a name is shown beside it). */
  alt?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (src && failedSrc !== src) {
    return <img src={src} alt={alt} loading="lazy" onError={() => setFailedSrc(src)} className={cn('bg-slate-900 object-cover', className)} />;
  }
  const named = alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true };
  return (
    <div {...named} className={cn('flex items-center justify-center bg-slate-800 text-slate-300', className)}>
      {kind === 'image' ? <ImageIcon /> : <PlayIcon />}
    </div>
  );
}
