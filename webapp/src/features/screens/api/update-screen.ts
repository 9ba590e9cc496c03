import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

import { api } from '@/lib/api-client';
import { formSchema, textField } from '@/lib/validation';
import type { Screen } from '@/types/api';
import type { RequestBody } from '@/types/api-contract';

import { screenNameField } from './create-screen';
import { changeScreens, withScreen } from './screen-cache';

export const renameScreenSchema = formSchema({
  name: screenNameField(),
});
export type RenameScreenValues = z.output<typeof renameScreenSchema>;

export const editScreenSchema = formSchema({
  name: screenNameField(),
  playlistId: textField(),
  timeZone: textField(),
});
export type EditScreenValues = z.output<typeof editScreenSchema>;

type UpdateScreenBody = RequestBody<'UpdateScreenBody'>;

/** PATCH /api/screens/{id} `{name, playlistId}` (null: no playlist, the TV shows its standby),
 * and `timeZone` when it changed from `zoneBefore` ('': the business's). */
export function updateScreen(id: string, { name, playlistId, timeZone }: EditScreenValues, zoneBefore = ''): Promise<Screen> {
  const body: UpdateScreenBody = { name, playlistId: playlistId || null, ...(timeZone === zoneBefore ? {} : { timeZone }) };
  return api.patch<Screen>(`/screens/${encodeURIComponent(id)}`, body);
}

export function useUpdateScreen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['screens', 'update'],
    mutationFn: ({ id, values, zoneBefore }: { id: string; values: EditScreenValues; zoneBefore?: string }) => updateScreen(id, values, zoneBefore),
    onSuccess: (saved) => changeScreens(queryClient, withScreen(saved)),
  });
}

/** Staff: PATCH /api/screens/{id} `{name}` only (what a TV plays stays the client's choice). */
export function renameScreen(id: string, { name }: RenameScreenValues): Promise<Screen> {
  return api.patch<Screen>(`/screens/${encodeURIComponent(id)}`, { name } satisfies RequestBody<'UpdateScreenBody'>);
}

/** Staff renaming one of the screens of `clientId`. */
export function useRenameScreen(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string; values: RenameScreenValues }) => renameScreen(id, values),
    onSuccess: (saved) => changeScreens(queryClient, withScreen(saved), clientId),
  });
}
