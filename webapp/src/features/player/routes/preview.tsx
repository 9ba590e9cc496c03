import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';

import { ButtonLink } from '@/components/button';
import { PageHeader } from '@/components/page';
import { QueryState } from '@/components/query-state';
import { failureMessage } from '@/lib/errors';
import { useMessages } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import type { Playlist } from '@/types/api';

import { playlistQuery } from '../api/get-playlist';
import { PlayerStage } from '../components/player-stage';
import { Standby } from '../components/standby';
import { messages } from '../messages';
import { toPlayerPlaylist } from '../utils/from-playlist';

function PreviewFrame({ playlist, clientLogo }: { playlist: Playlist; clientLogo: string }) {
  const played = useMemo(() => toPlayerPlaylist(playlist, clientLogo), [playlist, clientLogo]);
  const t = useMessages(messages);
  return (
    <section aria-label={t.preview} className="aspect-video w-full overflow-hidden rounded-lg bg-black shadow-sm ring-1 ring-slate-200">
      {played.items.length > 0 ? <PlayerStage playlist={played} silent /> : <Standby logoUrl={played.logoUrl || undefined} />}
    </section>
  );
}

/** pages/preview/:playlistId — a playlist as a TV plays it, in a 16:9 frame with its overlays. */
export default function PreviewRoute() {
  const { playlistId = '' } = useParams();
  const { client } = useSession();
  const playlist = useQuery({ ...playlistQuery(playlistId), enabled: playlistId !== '' });
  const t = useMessages(messages);
  return (
    <>
      <PageHeader
        title={playlist.data ? t.previewOf(playlist.data.playlistName) : t.preview}
        description={t.previewDescription}
        actions={
          <>
            <ButtonLink to={`/dashboard/pages/editplaylist/${encodeURIComponent(playlistId)}`} variant="secondary">
              {t.edit}
            </ButtonLink>
            <ButtonLink to="/dashboard/pages/playlist" variant="secondary">
              {t.playlists}
            </ButtonLink>
          </>
        }
      />
      <QueryState query={playlist} loadingLabel={t.loadingPlaylist} errorMessage={(error) => failureMessage(error, t.loadFailed)}>
        {(loaded) => <PreviewFrame playlist={loaded} clientLogo={client?.logoUrl ?? ''} />}
      </QueryState>
    </>
  );
}
