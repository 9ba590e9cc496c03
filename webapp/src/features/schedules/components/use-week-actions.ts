import { useState } from 'react';

import { useToast } from '@/components/toasts';
import { failureMessage } from '@/lib/errors';
import { useMessages } from '@/lib/i18n';

import { useUpdateSchedule } from '../api/save-schedule';
import type { ScheduleBody, ScheduleEntry, ScheduleWeek } from '../api/types';
import { messages } from '../messages';
import { movePatch, resizePatch, sliceAt } from '../utils/moves';
import { toClock, weekdayOf } from '../utils/time';

import type { ColumnActions } from './day-column';
import type { Editing } from './entry-dialog';
import type { Moment } from './what-plays';

/** After a keyboard move the week is drawn again: the entry's block in that day column keeps the focus. */
function refocus(entryId: string, date: string) {
  setTimeout(() => document.querySelector<HTMLElement>(`[data-day-column="${date}"] [data-entry-id="${entryId}"]`)?.focus(), 0);
}

/** What the screen's own playlist is called in the gaps. */
export const defaultNameOf = (week: ScheduleWeek | undefined, nothing: string) => week?.defaultPlaylist?.name ?? nothing;

/**
 * What the week view's gestures do: look at a moment (what plays), open the dialog for a new
 * entry or an entry's block, and move or resize an entry (PATCH; a refusal says why in a toast).
 */
export function useWeekActions(week: ScheduleWeek | undefined, entries: readonly ScheduleEntry[]) {
  const t = useMessages(messages);
  const toast = useToast();
  const update = useUpdateSchedule();
  const [moment, setMoment] = useState<Moment | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const entryOf = (id: string) => entries.find((entry) => entry.id === id);

  const patch = (id: string, body: (entry: ScheduleEntry) => Partial<ScheduleBody>, focusOn?: string) => {
    const entry = entryOf(id);
    if (!entry) return;
    update.mutate(
      { id, body: body(entry) },
      { onSuccess: () => focusOn && refocus(id, focusOn), onError: (failure) => toast.error(failureMessage(failure, t.saveFailed)) },
    );
  };

  const look = (date: string, minute: number) => {
    const day = week?.days.find((each) => each.date === date);
    const slice = day ? sliceAt(day, minute) : undefined;
    if (!slice) return;
    const playlistId = slice.entryId === null ? (week?.defaultPlaylist?.id ?? null) : slice.playlistId;
    const playlistName = slice.playlistName ?? defaultNameOf(week, t.nothing);
    setMoment({ dayName: t.dayNames[weekdayOf(date)] ?? date, time: toClock(minute), playlistId, playlistName });
  };

  const actions: ColumnActions = {
    onLook: look,
    onCreate: (draft) => setEditing({ draft }),
    onOpen: (id) => {
      const entry = entryOf(id);
      if (entry) setEditing({ entry });
    },
    onMove: (id, minutes, days, focusOn) => patch(id, (entry) => movePatch(entry, minutes, days), focusOn),
    onResize: (id, minutes, focusOn) => patch(id, (entry) => resizePatch(entry, minutes), focusOn),
  };
  return { actions, moment, editing, setEditing };
}
