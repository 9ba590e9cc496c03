import { useId, type CSSProperties, type ReactNode } from 'react';

import { MediaThumbnail } from '@/components/media-thumbnail';
import { cn } from '@/lib/cn';
import { formatDuration, useFormat } from '@/lib/format';
import { useMessages } from '@/lib/i18n';

import { type PlaylistMedia } from '../types';
import { messages } from '../messages';

interface MediaRowProps {
  media: PlaylistMedia;
  actions: (describedBy: string) => ReactNode;
  /** What comes before the thumbnail (a drag handle), and the row's node, style and classes while it moves. */
  lead?: ReactNode;
  rowRef?: (node: HTMLElement | null) => void;
  style?: CSSProperties;
  className?: string;
}

/**
 * One media item in a builder list. `actions` renders its buttons; they are described by the
 * item's name (aria-describedby), so "Add to Playlist" keeps its visible name.
 */
export function MediaRow({ media, actions, lead, rowRef, style, className }: MediaRowProps) {
  const nameId = useId();
  const t = useMessages(messages);
  const format = useFormat();
  // An image's server-made thumbnail; its original only when it has none.
  const preview = media.assetType === 'image' ? media.thumbnailUrl || media.fileUrl : media.thumbnailUrl;
  return (
    <li ref={rowRef} style={style} aria-labelledby={nameId} className={cn('flex flex-wrap items-center gap-x-3 gap-y-1 py-2', className)}>
      {lead}
      <MediaThumbnail src={preview} kind={media.assetType} className="aspect-video w-16 shrink-0 rounded" />
      <div className="min-w-0 flex-1">
        <p id={nameId} className="truncate text-sm font-medium text-slate-900" title={media.name}>
          {media.name}
        </p>
        <p className="text-xs text-slate-500">
          {t.types[media.assetType] ?? media.assetType} · {formatDuration(media.duration)} · {format.bytes(media.fileSize)}
        </p>
      </div>
      <div className="flex shrink-0 basis-full flex-wrap justify-end gap-1 sm:basis-auto lg:basis-full xl:basis-auto">{actions(nameId)}</div>
    </li>
  );
}
