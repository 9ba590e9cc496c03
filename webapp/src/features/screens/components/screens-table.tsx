import { Button } from '@/components/button';
import { DataTable } from '@/components/data-table';
import { formatDateTime } from '@/lib/format';
import type { Screen } from '@/types/api';
import { useLanguage, useMessages } from '@/lib/i18n';

import type { PlaylistChoice } from '../api/get-playlist-choices';
import { messages } from '../messages';

import { CopiesCell, NowPlayingCell, StateCell } from './screen-state';

interface ScreensTableProps {
  screens: readonly Screen[];
  /** The client's playlists, to name them; staff cannot read them ('Assigned'). */
  playlists?: readonly PlaylistChoice[];
  /** Without them the list is read-only. */
  onEdit?: (screen: Screen) => void;
  onRemove?: (screen: Screen) => void;
  /** Staff's words for the actions: Rename and Revoke. */
  staff?: boolean;
}

function playlistLabel(id: string | null, names: ReadonlyMap<string, string>, known: boolean, t: { none: string; unknownPlaylist: string; assigned: string }): string {
  if (!id) return t.none;
  return known ? (names.get(id) ?? t.unknownPlaylist) : t.assigned;
}

/** The screens grid: Name, Playlist, Status (its state), Now playing, Copies, Last seen (and Actions for the client). */
export function ScreensTable({ screens, playlists, onEdit, onRemove, staff = false }: ScreensTableProps) {
  const names = new Map(playlists?.map((playlist) => [playlist.id, playlist.playlistName]));
  const editable = Boolean(onEdit && onRemove);
  const t = useMessages(messages);
  const edit = staff ? { label: t.rename, named: t.renameNamed } : { label: t.edit, named: t.editNamed };
  const remove = staff ? { label: t.revoke, named: t.revokeNamed } : { label: t.remove, named: t.removeNamed };
  const { language } = useLanguage();
  return (
    <DataTable
      caption={t.title}
      rows={screens}
      rowKey={(screen) => screen.id}
      columns={[
        { header: t.name, cell: (screen) => screen.name },
        { header: t.playlist, cell: (screen) => playlistLabel(screen.playlistId, names, playlists !== undefined, t) },
        { header: t.status, cell: (screen) => <StateCell screen={screen} /> },
        { header: t.nowPlaying, cell: (screen) => <NowPlayingCell screen={screen} /> },
        { header: t.copies, cell: (screen) => <CopiesCell screen={screen} /> },
        { header: t.lastSeen, cell: (screen) => formatDateTime(screen.lastSeenAt, language) || t.never },
        editable && {
          header: t.actions,
          alignEnd: true,
          cell: (screen) => (
            <div className="flex items-center justify-end gap-1">
              <Button variant="secondary" size="sm" aria-label={edit.named(screen.name)} onClick={() => onEdit?.(screen)}>
                {edit.label}
              </Button>
              <Button variant="ghost" size="sm" className="text-red-700" aria-label={remove.named(screen.name)} onClick={() => onRemove?.(screen)}>
                {remove.label}
              </Button>
            </div>
          ),
        },
      ]}
    />
  );
}
