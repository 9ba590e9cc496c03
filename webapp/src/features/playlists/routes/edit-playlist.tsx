import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';

import { ButtonLink } from '@/components/button';
import { applyFieldErrors } from '@/components/form';
import { RequireLicence } from '@/components/require-licence';
import { Card, EmptyState, PageHeader } from '@/components/page';
import { combineQueries, QueryState } from '@/components/query-state';
import { useToast } from '@/components/toasts';
import { isApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import type { Playlist } from '@/types/api';

import { everyActiveMediaQuery } from '../api/get-active-medias';
import { describeDropped, droppedMediasQuery } from '../api/get-dropped-medias';
import { playlistQuery } from '../api/get-playlist';
import { PLAYLIST_MESSAGES } from '../api/messages';
import type { PlaylistInput } from '../api/create-playlist';
import { useUpdatePlaylist } from '../api/update-playlist';
import { PlaylistBuilder } from '../components/playlist-builder';
import { type PlaylistMedia } from '../types';
import { messages } from '../messages';
import { failureMessage } from '@/lib/errors';
import { useLanguage, useMessages } from '@/lib/i18n';

const PLAYLISTS_PATH = '/dashboard/pages/playlist';

function PlaylistNotFound() {
  const toast = useToast();
  useEffect(() => {
    toast.error(PLAYLIST_MESSAGES.notFound);
  }, [toast]);
  return <Navigate to={PLAYLISTS_PATH} replace />;
}

/** The playlist's items that are still active media, in order, with their details; the others are counted. */
function usableItems(playlist: Playlist, medias: readonly PlaylistMedia[]) {
  const active = new Map(medias.map((media) => [media.id, media]));
  const ids = playlist.playlistMedias.map((item) => item.mediaId);
  const kept = ids.filter((id, index) => active.has(id) && ids.indexOf(id) === index);
  const chosen = kept.map((id) => active.get(id)).filter((media): media is PlaylistMedia => media !== undefined);
  const dropped = [...new Set(ids.filter((id) => !active.has(id)))];
  return { kept, chosen, dropped };
}

/** Which items leave the playlist on save, by name where they still exist (the count until then). */
function DroppedNote({ ids }: { ids: readonly string[] }) {
  const named = useQuery(droppedMediasQuery(ids));
  const t = useMessages(messages);
  const { language } = useLanguage();
  return (
    <p role="note" className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900">
      {named.data ? t.droppedNamed(describeDropped(named.data, t, language)) : t.droppedCount(ids.length)}
    </p>
  );
}

function EditPlaylist() {
  const { playlistId } = useParams();
  const { client } = useSession();
  const playlist = useQuery({ ...playlistQuery(playlistId ?? ''), enabled: Boolean(playlistId) });
  const medias = useQuery(everyActiveMediaQuery());
  const update = useUpdatePlaylist();
  const t = useMessages(messages);

  if (!client) return <EmptyState>{t.noClient}</EmptyState>;
  if (!playlistId || isApiError(playlist.error, 'not_found')) return <PlaylistNotFound />;
  return (
    <QueryState query={combineQueries(playlist, medias)} loadingLabel={t.loadingOne} errorMessage={t.loadOneFailed}>
      {([current, active]) => (
        <EditPlaylistForm current={current} medias={active} clientId={client.id} onSave={(input) => update.mutateAsync({ id: current.id, input })} />
      )}
    </QueryState>
  );
}

function EditPlaylistForm({
  current,
  medias,
  clientId,
  onSave,
}: {
  current: Playlist;
  medias: readonly PlaylistMedia[];
  clientId: string;
  onSave: (input: PlaylistInput) => Promise<Playlist>;
}) {
  const toast = useToast();
  const navigate = useNavigate();
  const { kept, chosen, dropped } = usableItems(current, medias);
  const t = useMessages(messages);

  return (
    <Card>
      {dropped.length > 0 ? <DroppedNote ids={dropped} /> : null}
      <PlaylistBuilder
        label={t.editForm}
        chosen={chosen}
        initial={{
          playlistName: current.playlistName,
          mediaIds: kept,
          clientId,
          showLogo: current.showLogo,
          logoPosition: current.logoPosition ?? 'top-right',
          showBanner: current.showBanner,
          bannerText: current.bannerText,
        }}
        onSubmit={async (input, form) => {
          try {
            await onSave(input);
            toast.success(t.updated);
            void navigate('/dashboard');
          } catch (failure) {
            if (!applyFieldErrors(form, failure)) toast.error(failureMessage(failure, t.updateFailed));
          }
        }}
      />
    </Card>
  );
}

/** The saved playlist as a TV plays it. */
function PreviewLink() {
  const { playlistId = '' } = useParams();
  const t = useMessages(messages);
  return (
    <ButtonLink to={`/dashboard/pages/preview/${encodeURIComponent(playlistId)}`} variant="secondary">
      {t.preview}
    </ButtonLink>
  );
}

/** Edit a playlist (pages/editplaylist/:playlistId); an expired licence sends the person to payments. */
export default function EditPlaylistRoute() {
  const t = useMessages(messages);
  return (
    <RequireLicence>
      <PageHeader title={t.editTitle} description={t.editDescription} actions={<PreviewLink />} />
      <EditPlaylist />
    </RequireLicence>
  );
}
