import { useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';

import { applyFieldErrors } from '@/components/form';
import { RequireLicence } from '@/components/guards';
import { Card, EmptyState, PageHeader } from '@/components/page';
import { PageSpinner } from '@/components/spinner';
import { useToast } from '@/components/toasts';
import { isApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';

import { useActiveMedias } from '../api/get-active-medias';
import { usePlaylist } from '../api/get-playlist';
import { PLAYLIST_MESSAGES } from '../api/messages';
import { updatePlaylist } from '../api/update-playlist';
import { LoadFailed } from '../components/load-failed';
import { PlaylistBuilder } from '../components/playlist-builder';
import type { Playlist, PlaylistMedia } from '../types';
import { failureMessage } from '../utils/errors';

const PLAYLISTS_PATH = '/dashboard/pages/playlist';

function PlaylistNotFound() {
  const toast = useToast();
  useEffect(() => {
    toast.error(PLAYLIST_MESSAGES.notFound);
  }, [toast]);
  return <Navigate to={PLAYLISTS_PATH} replace />;
}

/** The playlist's items that are still active media, in order; the others are counted. */
function usableItems(playlist: Playlist, medias: readonly PlaylistMedia[]) {
  const active = new Set(medias.map((media) => media.id));
  const ids = playlist.playlistMedias.map((item) => item.mediaId);
  const kept = ids.filter((id, index) => active.has(id) && ids.indexOf(id) === index);
  return { kept, dropped: ids.length - kept.length };
}

function EditPlaylist() {
  const { playlistId } = useParams();
  const toast = useToast();
  const navigate = useNavigate();
  const { client } = useSession();
  const playlist = usePlaylist(playlistId);
  const medias = useActiveMedias();

  if (!client) return <EmptyState>{PLAYLIST_MESSAGES.noClient}</EmptyState>;
  if (!playlistId || isApiError(playlist.error, 'not_found')) return <PlaylistNotFound />;
  if ((playlist.isLoading && !playlist.data) || (medias.isLoading && !medias.data)) return <PageSpinner label="Loading the playlist" />;
  if (playlist.error || medias.error || !playlist.data || !medias.data) {
    return (
      <LoadFailed
        message={PLAYLIST_MESSAGES.loadOneFailed}
        onRetry={() => {
          playlist.reload();
          medias.reload();
        }}
      />
    );
  }
  const current = playlist.data;
  const { kept, dropped } = usableItems(current, medias.data);

  return (
    <Card>
      {dropped > 0 ? (
        <p role="note" className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900">
          {dropped === 1 ? '1 media item of this playlist is' : `${dropped} media items of this playlist are`} no longer active or no longer
          exist{dropped === 1 ? 's' : ''}, and will leave the playlist when you save it.
        </p>
      ) : null}
      <PlaylistBuilder
        label="Edit playlist"
        medias={medias.data}
        initial={{
          playlistName: current.playlistName,
          mediaIds: kept,
          clientId: client.id,
          showLogo: current.showLogo,
          logoPosition: current.logoPosition ?? 'top-right',
          showBanner: current.showBanner,
          bannerText: current.bannerText,
        }}
        onSubmit={async (input, form) => {
          try {
            await updatePlaylist(current.id, input);
            toast.success(PLAYLIST_MESSAGES.updated);
            void navigate('/dashboard');
          } catch (failure) {
            if (!applyFieldErrors(form, failure)) toast.error(failureMessage(failure, PLAYLIST_MESSAGES.updateFailed));
          }
        }}
      />
    </Card>
  );
}

/** Edit a playlist (pages/editplaylist/:playlistId); an expired licence sends the person to payments. */
export default function EditPlaylistRoute() {
  return (
    <RequireLicence>
      <PageHeader title="Edit Playlist" description="Change the media, their order and the overlays." />
      <EditPlaylist />
    </RequireLicence>
  );
}
