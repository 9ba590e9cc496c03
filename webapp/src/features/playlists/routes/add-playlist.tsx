import { useNavigate } from 'react-router-dom';

import { applyFieldErrors } from '@/components/form';
import { Card, EmptyState, PageHeader } from '@/components/page';
import { useToast } from '@/components/toasts';
import { failureMessage } from '@/lib/errors';
import { useMessages } from '@/lib/i18n';
import { useSession } from '@/lib/session';

import { useCreatePlaylist } from '../api/create-playlist';
import { PlaylistBuilder } from '../components/playlist-builder';
import { messages } from '../messages';

/** New playlist (pages/addplaylist); the router puts it behind the licence guard. */
export default function AddPlaylistRoute() {
  const toast = useToast();
  const navigate = useNavigate();
  const { client } = useSession();
  const create = useCreatePlaylist();
  const t = useMessages(messages);

  return (
    <>
      <PageHeader title={t.addTitle} description={t.addDescription} />
      {client ? (
        <Card>
          <PlaylistBuilder
            label={t.addForm}
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
                toast.success(t.created);
                void navigate('/dashboard');
              } catch (failure) {
                if (!applyFieldErrors(form, failure)) toast.error(failureMessage(failure, t.createFailed));
              }
            }}
          />
        </Card>
      ) : (
        <EmptyState>{t.noClient}</EmptyState>
      )}
    </>
  );
}
