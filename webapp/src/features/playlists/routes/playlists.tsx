import { useState } from 'react';

import { ButtonLink } from '@/components/button';
import { ConfirmModal } from '@/components/confirm-modal';
import { EmptyState, PageHeader } from '@/components/page';
import { PageSpinner } from '@/components/spinner';
import { useToast } from '@/components/toasts';

import { deletePlaylist } from '../api/delete-playlist';
import { usePlaylists } from '../api/get-playlists';
import { PLAYLIST_MESSAGES } from '../api/messages';
import { setPlaylistStatus } from '../api/set-playlist-status';
import { LoadFailed } from '../components/load-failed';
import { PlaylistCard } from '../components/playlist-card';
import type { Playlist } from '../types';
import { failureMessage } from '../utils/errors';

/** Playlists (pages/playlist): the client's playlists with status switches, edit and delete. */
export default function PlaylistsRoute() {
  const toast = useToast();
  const { data: playlists, error, isLoading, reload, setData } = usePlaylists();
  const [pending, setPending] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<Playlist | null>(null);

  const changeStatus = async (playlist: Playlist, status: boolean) => {
    setPending(playlist.id);
    try {
      const saved = await setPlaylistStatus(playlist.id, status);
      setData((current) => current?.map((item) => (item.id === saved.id ? saved : item)));
      toast.success(PLAYLIST_MESSAGES.statusUpdated);
    } catch (failure) {
      toast.error(failureMessage(failure, PLAYLIST_MESSAGES.updateFailed));
    } finally {
      setPending(null);
    }
  };

  const confirmDelete = async () => {
    const playlist = toDelete;
    if (!playlist) return;
    try {
      await deletePlaylist(playlist.id);
      setData((current) => current?.filter((item) => item.id !== playlist.id));
      toast.success(PLAYLIST_MESSAGES.deleted);
    } catch (failure) {
      toast.error(failureMessage(failure, PLAYLIST_MESSAGES.deleteFailed));
    } finally {
      setToDelete(null);
    }
  };

  let body;
  if (isLoading && !playlists) body = <PageSpinner label="Loading playlists" />;
  else if (error) body = <LoadFailed message={failureMessage(error, PLAYLIST_MESSAGES.loadFailed)} onRetry={reload} />;
  else if (!playlists || playlists.length === 0) body = <EmptyState>No playlists yet. Create one from your active media.</EmptyState>;
  else {
    body = (
      <ul aria-label="Playlists" className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
        {playlists.map((playlist) => (
          <PlaylistCard
            key={playlist.id}
            playlist={playlist}
            statusPending={pending === playlist.id}
            onStatusChange={(item, status) => void changeStatus(item, status)}
            onDelete={setToDelete}
          />
        ))}
      </ul>
    );
  }

  return (
    <>
      <PageHeader
        title="Playlists"
        description="What your TVs play: switch a playlist off to stop it without deleting it."
        actions={<ButtonLink to="/dashboard/pages/addplaylist">New Playlist</ButtonLink>}
      />
      {body}
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
