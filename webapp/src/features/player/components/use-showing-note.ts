import { useEffect } from 'react';

import { subscribePlayback } from '../utils/playback-events';
import { noteShowing, noteSkip } from '../utils/status-board';

/**
 * Notes the item on screen for the player's reports: from when the stage paints it; nothing
 * while the standby or an emergency message shows, or once the player is gone. Every item
 * skipped is counted too, whether it never reached the screen or broke while on it.
 */
export function useShowingNote() {
  useEffect(() => {
    const stop = subscribePlayback({
      onItemStarted: (item, at) =>
        noteShowing({ mediaId: item.mediaId, kind: item.assetType, since: new Date(at) }),
      onItemEnded: (item, at, outcome, reason) => {
        if (outcome === 'skipped' && reason) noteSkip(item.mediaId, reason, new Date(at));
      },
      onNothingPlayable: () => noteShowing(null),
      onInterrupted: () => noteShowing(null),
    });
    return () => {
      stop();
      noteShowing(null);
    };
  }, []);
}
