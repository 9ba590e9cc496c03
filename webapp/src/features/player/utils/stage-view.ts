/** What the stage renders from its state: its layers in order, and whose overlays show. */
import type { PlayerPlaylist } from '@/types/api';

import type { Slot, StageState } from './stage-machine';

export type SlideRole = 'outgoing' | 'shown' | 'incoming';

/** Every item the stage shows or prepares, for rendering (the outgoing one at the bottom). */
export function stageSlots(state: StageState): { slot: Slot; role: SlideRole }[] {
  const slots: { slot: Slot; role: SlideRole }[] = [];
  if (state.outgoing) slots.push({ slot: state.outgoing, role: 'outgoing' });
  if (state.shown) slots.push({ slot: state.shown, role: 'shown' });
  if (state.incoming) slots.push({ slot: state.incoming, role: 'incoming' });
  return slots;
}

/** The playlist whose logo and banner show: the shown item's (the one going away's before). */
export function overlaidPlaylist(state: StageState): PlayerPlaylist {
  return (state.shown ?? state.outgoing)?.position.playlist ?? state.latest;
}
