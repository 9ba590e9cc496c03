import { useInfiniteQuery, useMutationState } from '@tanstack/react-query';
import { useState } from 'react';

import { ButtonLink } from '@/components/button';
import { ConfirmModal } from '@/components/confirm-modal';
import { PageHeader } from '@/components/page';
import { PagedList } from '@/components/paged-list';
import { LibraryControls } from '@/components/library-controls';
import type { SortOrder } from '@/lib/pages';
import { useToast } from '@/components/toasts';
import { failureMessage } from '@/lib/errors';
import type { Playlist } from '@/types/api';

import { useDeletePlaylist } from '../api/delete-playlist';
import { playlistsQuery } from '../api/get-playlists';
import { PLAYLIST_MESSAGES } from '../api/messages';
import { useSetPlaylistStatus } from '../api/set-playlist-status';
import { PlaylistCard } from '../components/playlist-card';

/** Playlists (pages/playlist): the client's playlists with status switches, edit and delete. */
export default function PlaylistsRoute() {
  const toast = useToast();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortOrder>('newest');
  const playlists = useInfiniteQuery(playlistsQuery(search, sort));
  const statusMutation = useSetPlaylistStatus();
  const deleteMutation = useDeletePlaylist();
  const [toDelete, setToDelete] = useState<Playlist | null>(null);
  const pending = useMutationState({
    filters: { mutationKey: ['playlists', 'status'], status: 'pending' },
    select: (mutation) => (mutation.state.variables as { id: string }).id,
  });

  const changeStatus = async (playlist: Playlist, status: boolean) => {
    try {
      await statusMutation.mutateAsync({ id: playlist.id, status });
      toast.success(PLAYLIST_MESSAGES.statusUpdated);
    } catch (failure) {
      toast.error(failureMessage(failure, PLAYLIST_MESSAGES.updateFailed));
    }
  };

  const confirmDelete = async () => {
    const playlist = toDelete;
    if (!playlist) return;
    try {
      await deleteMutation.mutateAsync(playlist.id);
      toast.success(PLAYLIST_MESSAGES.deleted);
    } catch (failure) {
      toast.error(failureMessage(failure, PLAYLIST_MESSAGES.deleteFailed));
    } finally {
      setToDelete(null);
    }
  };

  return (
    <>
      <PageHeader
        title="Playlists"
        description="What your TVs play: switch a playlist off to stop it without deleting it."
        actions={<ButtonLink to="/dashboard/pages/addplaylist">New Playlist</ButtonLink>}
      />
      <LibraryControls onSearch={setSearch} hint="Playlist name." sort={sort} onSort={setSort} />
      <PagedList
        query={playlists}
        search={search}
        loadingLabel="Loading playlists"
        errorMessage={(error) => failureMessage(error, PLAYLIST_MESSAGES.loadFailed)}
        empty="No playlists yet. Create one from your active media."
      >
        {(list) => (
          <ul aria-label="Playlists" className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
            {list.map((playlist) => (
              <PlaylistCard
                key={playlist.id}
                playlist={playlist}
                statusPending={pending.includes(playlist.id)}
                onStatusChange={(item, status) => void changeStatus(item, status)}
                onDelete={setToDelete}
              />
            ))}
          </ul>
        )}
      </PagedList>
      <ConfirmModal
        open={toDelete !== null}
        title="Delete playlist"
        description={toDelete ? `Delete “${toDelete.playlistName}”? Its media stay in your library. This cannot be undone.` : undefined}
        confirmLabel="Delete"
        danger
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </>
  );
}
