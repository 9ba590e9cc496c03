import { useNavigate } from 'react-router-dom';

import { applyFieldErrors } from '@/components/form';
import { Card, EmptyState, PageHeader } from '@/components/page';
import { PageSpinner } from '@/components/spinner';
import { useToast } from '@/components/toasts';
import { useSession } from '@/lib/session';

import { createPlaylist } from '../api/create-playlist';
import { useActiveMedias } from '../api/get-active-medias';
import { PLAYLIST_MESSAGES } from '../api/messages';
import { LoadFailed } from '../components/load-failed';
import { PlaylistBuilder } from '../components/playlist-builder';
import { failureMessage } from '../utils/errors';

/** New playlist (pages/addplaylist); the router puts it behind the licence guard. */
export default function AddPlaylistRoute() {
  const toast = useToast();
  const navigate = useNavigate();
  const { client } = useSession();
  const { data: medias, error, isLoading, reload } = useActiveMedias();

  let body;
  if (!client) body = <EmptyState>{PLAYLIST_MESSAGES.noClient}</EmptyState>;
  else if (isLoading && !medias) body = <PageSpinner label="Loading your media" />;
  else if (error || !medias) body = <LoadFailed message={failureMessage(error, PLAYLIST_MESSAGES.mediaLoadFailed)} onRetry={reload} />;
  else {
    body = (
      <Card>
        <PlaylistBuilder
          label="Add playlist"
          medias={medias}
          initial={{
            playlistName: '',
            mediaIds: [],
            clientId: client.id,
            showLogo: false,
            logoPosition: 'top-right',
            showBanner: false,
            bannerText: '',
          }}
          onSubmit={async (input, form) => {
            try {
              await createPlaylist(input);
              toast.success(PLAYLIST_MESSAGES.created);
              void navigate('/dashboard');
            } catch (failure) {
              if (!applyFieldErrors(form, failure)) toast.error(failureMessage(failure, PLAYLIST_MESSAGES.createFailed));
            }
          }}
        />
      </Card>
    );
  }
  return (
    <>
      <PageHeader title="Add Playlist" description="Pick active media for the playlist, in the order they play." />
      {body}
    </>
  );
}
