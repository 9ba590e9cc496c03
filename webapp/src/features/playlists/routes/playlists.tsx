import { useInfiniteQuery, useMutationState } from '@tanstack/react-query';
import { useState } from 'react';

import { ButtonLink } from '@/components/button';
import { ConfirmModal } from '@/components/confirm-modal';
import { PageHeader } from '@/components/page';
import { PagedList } from '@/components/paged-list';
import { LibraryControls } from '@/components/library-controls';
import type { SortOrder } from '@/lib/pages';
import { useToast } from '@/components/toasts';
import { useConfirmedAction } from '@/components/use-confirmed-action';
import { failureMessage } from '@/lib/errors';
import type { Playlist } from '@/types/api';
import { useMessages } from '@/lib/i18n';

import { useDeletePlaylist } from '../api/delete-playlist';
import { playlistsQuery } from '../api/get-playlists';
import { useSetPlaylistStatus } from '../api/set-playlist-status';
import { PlaylistCard } from '../components/playlist-card';
import { messages } from '../messages';

/** Playlists (pages/playlist): the client's playlists with status switches, edit and delete. */
export default function PlaylistsRoute() {
  const toast = useToast();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortOrder>('newest');
  const playlists = useInfiniteQuery(playlistsQuery(search, sort));
  const statusMutation = useSetPlaylistStatus();
  const deleteMutation = useDeletePlaylist();
  const t = useMessages(messages);
  const deletion = useConfirmedAction<Playlist>((item) => deleteMutation.mutateAsync(item.id), t.deleted, t.deleteFailed);
  const pending = useMutationState({
    filters: { mutationKey: ['playlists', 'status'], status: 'pending' },
    select: (mutation) => (mutation.state.variables as { id: string }).id,
  });

  const changeStatus = async (playlist: Playlist, status: boolean) => {
    try {
      await statusMutation.mutateAsync({ id: playlist.id, status });
      toast.success(t.statusUpdated);
    } catch (failure) {
      toast.error(failureMessage(failure, t.updateFailed));
    }
  };


  return (
    <>
      <PageHeader
        title={t.title}
        description={t.description}
        actions={<ButtonLink to="/dashboard/pages/addplaylist">{t.newPlaylist}</ButtonLink>}
      />
      <LibraryControls onSearch={setSearch} hint={t.searchHint} sort={sort} onSort={setSort} />
      <PagedList
        query={playlists}
        search={search}
        loadingLabel={t.loading}
        errorMessage={(error) => failureMessage(error, t.loadFailed)}
        empty={t.empty}
      >
        {(list) => (
          <ul aria-label={t.list} className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
            {list.map((playlist) => (
              <PlaylistCard
                key={playlist.id}
                playlist={playlist}
                statusPending={pending.includes(playlist.id)}
                onStatusChange={(item, status) => void changeStatus(item, status)}
                onDelete={deletion.ask}
              />
            ))}
          </ul>
        )}
      </PagedList>
      <ConfirmModal
        {...deletion.modal}
        title={t.deletePlaylist}
        description={deletion.pending ? t.confirmDelete(deletion.pending.playlistName) : undefined}
        confirmLabel={t.delete}
        danger
      />
    </>
  );
}
