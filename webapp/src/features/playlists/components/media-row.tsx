import { useId, type ReactNode } from 'react';

import { formatBytes, formatDuration } from '@/lib/format';

import type { PlaylistMedia } from '../types';

const TYPE_LABELS: Record<PlaylistMedia['assetType'], string> = { image: 'Image', video: 'Video', youtube: 'YouTube link' };

/**
 * One media item in a builder list. `actions` renders its buttons; they are described by the
 * item's name (aria-describedby), so "Add to Playlist" keeps its visible name.
 */
export function MediaRow({ media, actions }: { media: PlaylistMedia; actions: (describedBy: string) => ReactNode }) {
  const nameId = useId();
  const preview = media.assetType === 'image' ? media.fileUrl || media.thumbnailUrl : media.thumbnailUrl;
  return (
    <li aria-labelledby={nameId} className="flex items-center gap-3 py-2">
      {preview ? (
        <img src={preview} alt="" loading="lazy" className="aspect-video w-16 shrink-0 rounded bg-slate-900 object-cover" />
      ) : (
        <span aria-hidden="true" className="flex aspect-video w-16 shrink-0 items-center justify-center rounded bg-slate-800 text-slate-300">
          {media.assetType === 'image' ? '🖼' : '▶'}
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p id={nameId} className="truncate text-sm font-medium text-slate-900" title={media.name}>
          {media.name}
        </p>
        <p className="text-xs text-slate-500">
          {TYPE_LABELS[media.assetType] ?? media.assetType} · {formatDuration(media.duration)} · {formatBytes(media.fileSize)}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap justify-end gap-1">{actions(nameId)}</div>
    </li>
  );
}
