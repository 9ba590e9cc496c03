import { useMessages } from '@/lib/i18n';

import { PlayerStage } from './player-stage';
import { Slate } from './slate';
import { Standby } from './standby';
import { useManifest } from './use-manifest';
import { useMediaCache } from './use-media-cache';
import { useStatusReport } from './use-status-report';
import { useProofOfPlay } from './use-proof-of-play';
import { useShowingNote } from './use-showing-note';

import { messages } from '../messages';

/**
 * A paired TV: plays its screen's playlist (kept copies first, so it plays on offline), the
 * standby screen when it has none, or the slate while the manifest says it is suspended (the
 * licence ended, the account switched off). Network trouble changes nothing on screen.
 */
export function DeviceScreen({ deviceToken, onRevoked }: { deviceToken: string; onRevoked: () => void }) {
  const manifest = useManifest(deviceToken, onRevoked);
  useStatusReport(deviceToken);
  useProofOfPlay(deviceToken);
  useShowingNote();
  const suspended = manifest?.mode === 'suspended';
  const playlist = suspended ? null : (manifest?.playlist ?? null);
  const { ready, resolveUrl } = useMediaCache(playlist);
  const t = useMessages(messages);
  return (
    <main aria-label={manifest?.screen.name ?? t.screen} className="fixed inset-0 cursor-none bg-black">
      {suspended ? (
        <Slate logoUrl={manifest.slate?.logoUrl} reason={manifest.reason ?? 'licenceEnded'} />
      ) : playlist && playlist.items.length > 0 ? (
        ready ? <PlayerStage playlist={playlist} resolveUrl={resolveUrl} /> : null
      ) : (
        <Standby caption={manifest?.screen.name} />
      )}
    </main>
  );
}
