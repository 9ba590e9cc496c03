import { useNavigate } from 'react-router-dom';

import { applyFieldErrors } from '@/components/form';
import { Card, EmptyState, PageHeader } from '@/components/page';
import { useToast } from '@/components/toasts';
import { failureMessage } from '@/lib/errors';
import { useSession } from '@/lib/session';

import { useCreatePlaylist } from '../api/create-playlist';
import { PLAYLIST_MESSAGES } from '../api/messages';
import { PlaylistBuilder } from '../components/playlist-builder';

/** New playlist (pages/addplaylist); the router puts it behind the licence guard. */
export default function AddPlaylistRoute() {
  const toast = useToast();
  const navigate = useNavigate();
  const { client } = useSession();
  const create = useCreatePlaylist();

  return (
    <>
      <PageHeader title="Add Playlist" description="Pick active media for the playlist, in the order they play." />
      {client ? (
        <Card>
          <PlaylistBuilder
            label="Add playlist"
            chosen={[]}
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
                await create.mutateAsync(input);
                toast.success(PLAYLIST_MESSAGES.created);
                void navigate('/dashboard');
              } catch (failure) {
                if (!applyFieldErrors(form, failure)) toast.error(failureMessage(failure, PLAYLIST_MESSAGES.createFailed));
              }
            }}
          />
        </Card>
      ) : (
        <EmptyState>{PLAYLIST_MESSAGES.noClient}</EmptyState>
      )}
    </>
  );
}
