import type { PlayerPlaylist } from '@/types/api';
import { useMessages } from '@/lib/i18n';

import { MediaSlide } from './media-slide';
import { useShowingNote } from './use-showing-note';
import { Overlays } from './overlays';
import { useSequence } from './use-sequence';

import { messages } from '../messages';

const sameUrl = (url: string) => url;

interface PlayerStageProps {
  playlist: PlayerPlaylist;
  /** The address to load for a media or logo address (a cached copy), by default itself. */
  resolveUrl?: (url: string) => string;
}

/**
 * What a screen shows: the playlist's items in order and in a loop, with its logo and banner.
 * It fills its parent (the TV's whole screen, or the preview's 16:9 frame). A new playlist takes
 * over at the end of the current item.
 */
export function PlayerStage({ playlist, resolveUrl = sameUrl }: PlayerStageProps) {
  const { state, item, finish } = useSequence(playlist);
  useShowingNote(item, state.turn);
  const count = state.playlist.items.length;
  const t = useMessages(messages);
  return (
    <div className="@container relative h-full w-full overflow-hidden bg-black">
      {item ? (
        <MediaSlide
          key={state.turn}
          item={item}
          src={resolveUrl(item.url)}
          label={t.item(state.index + 1, count)}
          onEnded={() => finish(state.turn)}
        />
      ) : null}
      <Overlays playlist={state.playlist} resolveUrl={resolveUrl} />
    </div>
  );
}
