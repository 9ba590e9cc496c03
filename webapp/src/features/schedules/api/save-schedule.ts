import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { formSchema, textField } from '@/lib/validation';

import type { ScheduleBody, ScheduleEntry, Switch, TargetKind } from './types';

/**
 * The entry dialog's fields, named as the server names them, so its answers' fieldErrors land
 * under them. The server checks every rule (one truth, the core's messages); the form only
 * shapes the values.
 */
export const entrySchema = formSchema({
  playlistId: textField(),
  targetKind: textField(),
  targetId: textField(),
  days: z.array(z.string()).catch([]),
  start: textField(),
  end: textField(),
  startsOn: textField(),
  endsOn: textField(),
  priority: textField(),
  switch: textField(),
});
export type EntryValues = z.output<typeof entrySchema>;
export type EntryInput = Record<Exclude<keyof EntryValues, 'days'>, string> & { days: string[] };

const targetOf = (kind: string, groupId: string, screenId: string) =>
  kind === 'group' ? groupId : kind === 'all' ? '' : screenId;

/** The body of POST /api/schedules; "This screen" is the screen shown. */
export function toBody(values: EntryValues, screenId: string): ScheduleBody {
  return {
    targetKind: values.targetKind as TargetKind,
    targetId: targetOf(values.targetKind, values.targetId, screenId),
    playlistId: values.playlistId,
    days: values.days.map(Number).sort((a, b) => a - b),
    start: values.start,
    end: values.end,
    startsOn: values.startsOn || null,
    endsOn: values.endsOn || null,
    priority: Number(values.priority || 0),
    switch: (values.switch || 'itemEnd') as Switch,
  };
}

/** POST /api/schedules → 201 the new entry. */
export const createSchedule = (body: ScheduleBody) => api.post<ScheduleEntry>('/schedules', body);

/** PATCH /api/schedules/{id} with any part of the body → the entry, checked again whole. */
export const updateSchedule = (id: string, body: Partial<ScheduleBody>) =>
  api.patch<ScheduleEntry>(`/schedules/${encodeURIComponent(id)}`, body);

/** DELETE /api/schedules/{id} → 204. */
export const deleteSchedule = (id: string) => api.delete<void>(`/schedules/${encodeURIComponent(id)}`);

/** Every schedule write changes the week shown and the list of entries. */
function useScheduleMutation<T>(write: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.schedules.all }) });
}

export const useCreateSchedule = () => useScheduleMutation(createSchedule);
export const useUpdateSchedule = () =>
  useScheduleMutation(({ id, body }: { id: string; body: Partial<ScheduleBody> }) => updateSchedule(id, body));
export const useDeleteSchedule = () => useScheduleMutation((entry: ScheduleEntry) => deleteSchedule(entry.id));
