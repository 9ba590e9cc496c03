import { useEffect } from 'react';

import type { ManifestItem } from '@/types/api';

import { noteShowing } from '../utils/status-board';

/** Notes the item on screen for the player's reports: each turn from when it starts; nothing once the stage is gone. */
export function useShowingNote(item: ManifestItem | null | undefined, turn: number) {
  const mediaId = item?.mediaId;
  const kind = item?.assetType;
  useEffect(() => {
    noteShowing(mediaId && kind ? { mediaId, kind, since: new Date() } : null);
  }, [mediaId, kind, turn]);
  useEffect(() => () => noteShowing(null), []);
}
