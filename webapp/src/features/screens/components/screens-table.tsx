import { Button } from '@/components/button';
import { gridClasses } from '@/components/data-table';
import { formatDateTime } from '@/lib/format';
import type { Screen } from '@/types/api';

import type { PlaylistChoice } from '../api/get-playlist-choices';

interface ScreensTableProps {
  screens: readonly Screen[];
  /** The client's playlists, to name them; staff cannot read them ('Assigned'). */
  playlists?: readonly PlaylistChoice[];
  /** Without them the list is read-only (staff). */
  onEdit?: (screen: Screen) => void;
  onRemove?: (screen: Screen) => void;
}

function Presence({ online }: { online: boolean }) {
  return (
    <span className={`inline-flex items-center gap-1.5 text-sm ${online ? 'text-green-700' : 'text-slate-500'}`}>
      <span aria-hidden="true" className={`h-2 w-2 rounded-full ${online ? 'bg-green-600' : 'bg-slate-400'}`} />
      {online ? 'Online' : 'Offline'}
    </span>
  );
}

function playlistLabel(id: string | null, names: ReadonlyMap<string, string>, known: boolean): string {
  if (!id) return 'None';
  return known ? (names.get(id) ?? 'Unknown playlist') : 'Assigned';
}

/** The screens grid: Name, Playlist, Status, Last seen (and Actions for the client). */
export function ScreensTable({ screens, playlists, onEdit, onRemove }: ScreensTableProps) {
  const names = new Map(playlists?.map((playlist) => [playlist.id, playlist.playlistName]));
  const editable = Boolean(onEdit && onRemove);
  return (
    <div className={gridClasses.wrapper}>
      <table className={gridClasses.table}>
        <caption className="sr-only">Screens</caption>
        <thead className={gridClasses.thead}>
          <tr>
            <th scope="col" className={gridClasses.th}>Name</th>
            <th scope="col" className={gridClasses.th}>Playlist</th>
            <th scope="col" className={gridClasses.th}>Status</th>
            <th scope="col" className={gridClasses.th}>Last seen</th>
            {editable ? <th scope="col" className={`${gridClasses.th} text-right`}>Actions</th> : null}
          </tr>
        </thead>
        <tbody className={gridClasses.tbody}>
          {screens.map((screen) => (
            <tr key={screen.id} className={gridClasses.tr}>
              <th scope="row" className={gridClasses.rowHeader}>{screen.name}</th>
              <td data-label="Playlist" className={gridClasses.td}>
                {playlistLabel(screen.playlistId, names, playlists !== undefined)}
              </td>
              <td data-label="Status" className={gridClasses.td}>
                <Presence online={screen.status === 'online'} />
              </td>
              <td data-label="Last seen" className={gridClasses.td}>{formatDateTime(screen.lastSeenAt) || 'Never'}</td>
              {editable ? (
                <td data-label="Actions" className={gridClasses.td}>
                  <div className="flex items-center justify-end gap-1">
                    <Button variant="secondary" size="sm" aria-label={`Edit ${screen.name}`} onClick={() => onEdit?.(screen)}>
                      Edit
                    </Button>
                    <Button variant="ghost" size="sm" className="text-red-700" aria-label={`Remove ${screen.name}`} onClick={() => onRemove?.(screen)}>
                      Remove
                    </Button>
                  </div>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
