import { ButtonLink, IconButton } from '@/components/button';
import { Switch } from '@/components/switch';
import { TrashIcon } from '@/components/media-icons';
import { formatDate, formatDuration, useFormat } from '@/lib/format';
import type { Playlist } from '@/types/api';
import { useLanguage, useMessages } from '@/lib/i18n';

import { messages } from '../messages';

interface PlaylistCardProps {
  playlist: Playlist;
  statusPending: boolean;
  onStatusChange: (playlist: Playlist, status: boolean) => void;
  onDelete: (playlist: Playlist) => void;
}

/** One playlist: name, items, totals, overlays, its status switch, edit and delete. */
export function PlaylistCard({ playlist, statusPending, onStatusChange, onDelete }: PlaylistCardProps) {
  const titleId = `playlist-${playlist.id}-name`;
  const count = playlist.playlistMedias.length;
  const t = useMessages(messages);
  const format = useFormat();
  const { language } = useLanguage();
  return (
    <li aria-labelledby={titleId} className="flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-start justify-between gap-2">
        <h2 id={titleId} className="min-w-0 flex-1 truncate text-base font-semibold text-slate-900" title={playlist.playlistName}>
          {playlist.playlistName}
        </h2>
        <div className="flex items-center gap-2 text-xs text-slate-700">
          <Switch
            checked={playlist.status}
            label={t.statusOf(playlist.playlistName)}
            disabled={statusPending}
            onChange={(next) => onStatusChange(playlist, next)}
          />
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-xs text-slate-600 sm:grid-cols-3">
        <div>
          <dt>{t.media}</dt>
          <dd className="font-medium text-slate-800">{count}</dd>
        </div>
        <div>
          <dt>{t.duration}</dt>
          <dd className="font-medium text-slate-800">{formatDuration(playlist.totalDuration)}</dd>
        </div>
        <div>
          <dt>{t.size}</dt>
          <dd className="font-medium text-slate-800">{format.bytes(playlist.totalSize)}</dd>
        </div>
        <div>
          <dt>{t.logo}</dt>
          <dd className="font-medium text-slate-800">
            {playlist.showLogo && playlist.logoPosition ? t.positions[playlist.logoPosition] : t.no}
          </dd>
        </div>
        <div className="col-span-2 min-w-0">
          <dt>{t.banner}</dt>
          <dd className="truncate font-medium text-slate-800">{playlist.showBanner ? playlist.bannerText || t.yes : t.no}</dd>
        </div>
      </dl>
      <div className="mt-auto flex items-center justify-between gap-2 border-t border-slate-100 pt-2">
        <span className="text-xs text-slate-500">
          {playlist.updatedAt ? t.updatedOn(formatDate(playlist.updatedAt, language)) : playlist.createdAt ? t.createdOn(formatDate(playlist.createdAt, language)) : ''}
        </span>
        <div className="flex gap-1">
          <ButtonLink
            to={`/dashboard/pages/preview/${encodeURIComponent(playlist.id)}`}
            variant="ghost"
            size="sm"
            aria-label={t.previewNamed(playlist.playlistName)}
          >
            {t.preview}
          </ButtonLink>
          <ButtonLink
            to={`/dashboard/pages/editplaylist/${encodeURIComponent(playlist.id)}`}
            variant="secondary"
            size="sm"
            aria-label={t.editNamed(playlist.playlistName)}
          >
            {t.edit}
          </ButtonLink>
          <IconButton label={t.deleteNamed(playlist.playlistName)} onClick={() => onDelete(playlist)} className="text-red-700">
            <TrashIcon />
          </IconButton>
        </div>
      </div>
    </li>
  );
}
