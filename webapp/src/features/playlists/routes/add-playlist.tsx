import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';

import { applyFieldErrors } from '@/components/form';
import { Card, EmptyState, PageHeader } from '@/components/page';
import { QueryState } from '@/components/query-state';
import { useToast } from '@/components/toasts';
import { useSession } from '@/lib/session';

import { useCreatePlaylist } from '../api/create-playlist';
import { activeMediasQuery } from '../api/get-active-medias';
import { PLAYLIST_MESSAGES } from '../api/messages';
import { PlaylistBuilder } from '../components/playlist-builder';
import { failureMessage } from '@/lib/errors';

/** New playlist (pages/addplaylist); the router puts it behind the licence guard. */
export default function AddPlaylistRoute() {
  const toast = useToast();
  const navigate = useNavigate();
  const { client } = useSession();
  const medias = useQuery(activeMediasQuery());
  const create = useCreatePlaylist();

  let body;
  if (!client) body = <EmptyState>{PLAYLIST_MESSAGES.noClient}</EmptyState>;
  else {
    const clientId = client.id;
    body = (
      <QueryState query={medias} loadingLabel="Loading your media" errorMessage={(error) => failureMessage(error, PLAYLIST_MESSAGES.mediaLoadFailed)}>
        {(list) => (
      <Card>
        <PlaylistBuilder
          label="Add playlist"
          medias={list}
          initial={{
            playlistName: '',
            mediaIds: [],
            clientId,
            showLogo: false,
            logoPosition: 'top-right',
            showBanner: false,
            bannerText: '',
          }}
          onSubmit={async (input, form) => {
            try {
              await create.mutateAsync(input);
              toast.success(PLAYLIST_MESSAGES.created);
              void navigate('/dashboard');
            } catch (failure) {
              if (!applyFieldErrors(form, failure)) toast.error(failureMessage(failure, PLAYLIST_MESSAGES.createFailed));
            }
          }}
        />
      </Card>
        )}
      </QueryState>
    );
  }
  return (
    <>
      <PageHeader title="Add Playlist" description="Pick active media for the playlist, in the order they play." />
      {body}
    </>
  );
}
