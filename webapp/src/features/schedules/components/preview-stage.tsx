/**
 * The preview of a playlist with the player's own renderer (PlayerStage, the same one TVs run),
 * in its own chunk: the player's code loads when a preview opens, never with the page.
 */
/* eslint-disable no-restricted-imports -- the player's renderer itself, so a preview is exactly what a screen shows */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import { QueryState } from '@/components/query-state';
import { failureMessage } from '@/lib/errors';
import { useMessages } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { playlistQuery } from '@/features/player/api/get-playlist';
import { PlayerStage } from '@/features/player/components/player-stage';
import { Standby } from '@/features/player/components/standby';
import { toPlayerPlaylist } from '@/features/player/utils/from-playlist';
import type { Playlist } from '@/types/api';
/* eslint-enable no-restricted-imports */

import { messages } from '../messages';

function Stage({ playlist }: { playlist: Playlist }) {
  const { client } = useSession();
  const played = useMemo(() => toPlayerPlaylist(playlist, client?.logoUrl ?? ''), [playlist, client?.logoUrl]);
  return played.items.length > 0 ? <PlayerStage playlist={played} silent /> : <Standby logoUrl={played.logoUrl || undefined} />;
}

/** A playlist as a TV plays it, in a 16:9 frame. */
export default function PreviewStage({ playlistId, label }: { playlistId: string; label: string }) {
  const t = useMessages(messages);
  const playlist = useQuery(playlistQuery(playlistId));
  return (
    <section aria-label={label} className="aspect-video w-full overflow-hidden rounded-lg bg-black">
      <QueryState query={playlist} loadingLabel={t.loadingPlaylist} errorMessage={(error) => failureMessage(error, t.playlistFailed)}>
        {(loaded) => <Stage playlist={loaded} />}
      </QueryState>
    </section>
  );
}
