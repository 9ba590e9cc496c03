import { useMemo } from 'react';

import { useMessages } from '@/lib/i18n';

import { EmergencyScreen } from './emergency-screen';
import { PlayerStage } from './player-stage';
import { Slate } from './slate';
import { Standby } from './standby';
import { useEmergency } from './use-emergency';
import { useManifest } from './use-manifest';
import { useMediaCache } from './use-media-cache';
import { useSchedule } from './use-schedule';
import { useStatusReport } from './use-status-report';
import { useProofOfPlay } from './use-proof-of-play';
import { useShowingNote } from './use-showing-note';

import { messages } from '../messages';
import { playlistsOf } from '../utils/schedule';

/**
 * A paired TV: plays its screen's playlist, or the one its schedule says by its own clock
 * (kept copies first, so it plays on offline), the standby screen when it has none, or the slate while the manifest says it is suspended (the
 * licence ended, the account switched off). An emergency message takes the whole screen over
 * all of these until its end; the playlist pauses under it (it starts again from its first item
 * after). Network trouble changes nothing on screen.
 */
export function DeviceScreen({ deviceToken, onRevoked }: { deviceToken: string; onRevoked: () => void }) {
  const manifest = useManifest(deviceToken, onRevoked);
  useStatusReport(deviceToken);
  useProofOfPlay(deviceToken);
  useShowingNote();
  const emergency = useEmergency(manifest);
  const suspended = manifest?.mode === 'suspended';
  const scheduled = useSchedule(suspended ? null : manifest);
  const playlist = scheduled.playlist;
  const kept = useMemo(() => (suspended ? [] : playlistsOf(manifest)), [manifest, suspended]);
  const { ready, resolveUrl } = useMediaCache(kept, emergency?.imageUrl);
  const t = useMessages(messages);
  return (
    <main aria-label={manifest?.screen.name ?? t.screen} className="fixed inset-0 cursor-none bg-black">
      {emergency ? (
        <EmergencyScreen emergency={emergency} resolveUrl={resolveUrl} />
      ) : suspended ? (
        <Slate logoUrl={manifest.slate?.logoUrl} reason={manifest.reason ?? 'licenceEnded'} />
      ) : playlist && playlist.items.length > 0 ? (
        ready ? <PlayerStage key={scheduled.stageKey} playlist={playlist} resolveUrl={resolveUrl} /> : null
      ) : (
        <Standby caption={manifest?.screen.name} />
      )}
    </main>
  );
}
