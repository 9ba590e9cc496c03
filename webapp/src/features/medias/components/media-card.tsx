import { IconButton } from '@/components/button';
import { Switch } from '@/components/switch';
import { PencilIcon, TrashIcon } from '@/components/media-icons';
import { MediaThumbnail } from '@/components/media-thumbnail';
import { formatDuration, useFormat } from '@/lib/format';
import { useMessages } from '@/lib/i18n';
import type { Media } from '@/types/api';

import { messages } from '../messages';

function Preview({ media }: { media: Media }) {
  // An image's server-made thumbnail; its original only when it has none (added before them).
  const src = media.assetType === 'image' ? media.thumbnailUrl || media.fileUrl : media.thumbnailUrl;
  return <MediaThumbnail src={src} kind={media.assetType} className="aspect-video w-full rounded-t-lg" />;
}

interface MediaCardProps {
  media: Media;
  statusPending: boolean;
  onStatusChange: (media: Media, status: boolean) => void;
  onEdit: (media: Media) => void;
  onDelete: (media: Media) => void;
}

/** One media item: thumbnail, type, name, duration, size, its status switch, edit and delete. */
export function MediaCard({ media, statusPending, onStatusChange, onEdit, onDelete }: MediaCardProps) {
  const titleId = `media-${media.id}-name`;
  const t = useMessages(messages);
  const format = useFormat();
  return (
    <li aria-labelledby={titleId} className="flex flex-col rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
      <Preview media={media} />
      <div className="flex flex-1 flex-col gap-2 p-3">
        <div className="flex items-start justify-between gap-2">
          <h3 id={titleId} className="min-w-0 flex-1 truncate text-sm font-semibold text-slate-900" title={media.name}>
            {media.name}
          </h3>
          <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
            {t.types[media.assetType] ?? media.assetType}
          </span>
        </div>
        {media.description ? <p className="line-clamp-2 text-xs text-slate-600">{media.description}</p> : null}
        <dl className="grid grid-cols-2 gap-1 text-xs text-slate-600">
          <div>
            <dt className="inline">{t.duration}</dt>
            <dd className="inline font-medium text-slate-800">{formatDuration(media.duration)}</dd>
          </div>
          <div>
            <dt className="inline">{t.size}</dt>
            <dd className="inline font-medium text-slate-800">{format.bytes(media.fileSize)}</dd>
          </div>
        </dl>
        {media.assetType === 'youtube' && media.duration <= 0 ? (
          <p role="status" className="rounded-md bg-amber-50 px-2 py-1 text-xs font-medium text-amber-900">
            {t.needsDuration}
          </p>
        ) : null}
        <div className="mt-auto flex items-center justify-between gap-2 pt-1">
          <div className="flex items-center gap-2 text-xs text-slate-700">
            <Switch
              checked={media.status}
              label={t.statusOf(media.name)}
              disabled={statusPending}
              onChange={(next) => onStatusChange(media, next)}
            />
          </div>
          <div className="flex gap-1">
            <IconButton label={t.edit(media.name)} variant="ghost" onClick={() => onEdit(media)}>
              <PencilIcon />
            </IconButton>
            <IconButton label={t.deleteNamed(media.name)} variant="ghost" onClick={() => onDelete(media)} className="text-red-700">
              <TrashIcon />
            </IconButton>
          </div>
        </div>
      </div>
    </li>
  );
}
