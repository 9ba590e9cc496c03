import type { PlayerPlaylist } from '@/types/api';
import { useMessages } from '@/lib/i18n';

import { messages } from '../messages';
import { overlaidPlaylist, stageSlots } from '../utils/stage-view';
import { MediaSlide } from './media-slide';
import { Overlays } from './overlays';
import { Standby } from './standby';
import { useStage } from './use-stage';

const sameUrl = (url: string) => url;

interface PlayerStageProps {
  playlist: PlayerPlaylist;
  /** The address to load for a media or logo address (a cached copy), by default itself. */
  resolveUrl?: (url: string) => string;
  /** Plays without emitting playback events (the portal's preview). */
  silent?: boolean;
}

/**
 * What a screen shows: the playlist's items in order and in a loop, with its logo and banner.
 * It fills its parent (the TV's whole screen, or the preview's 16:9 frame). Each next item is
 * prepared out of sight and takes over once ready; an item that cannot play is skipped, and
 * with nothing playable the standby shows. A new playlist takes over at the end of the current item.
 */
export function PlayerStage({ playlist, resolveUrl = sameUrl, silent = false }: PlayerStageProps) {
  const { state, send } = useStage(playlist, silent);
  const t = useMessages(messages);
  const overlaid = overlaidPlaylist(state);
  return (
    <div className="@container relative h-full w-full overflow-hidden bg-black">
      {state.standby ? <Standby logoUrl={overlaid.logoUrl ? resolveUrl(overlaid.logoUrl) : undefined} /> : null}
      {stageSlots(state).map(({ slot, role }) => (
        <MediaSlide
          key={slot.item.turn}
          item={slot.item}
          turn={slot.item.turn}
          src={resolveUrl(slot.item.url)}
          label={t.item(slot.position.index + 1, slot.position.playlist.items.length)}
          role={role}
          broken={slot.broken !== null}
          send={send}
        />
      ))}
      <div className="pointer-events-none absolute inset-0 z-20">
        <Overlays playlist={overlaid} resolveUrl={resolveUrl} />
      </div>
    </div>
  );
}
