import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

import { api } from '@/lib/api-client';
import { matches, maxLength, maxMessage, required } from '@/lib/checks';
import { formSchema, textField } from '@/lib/validation';
import type { Screen } from '@/types/api';

import { SCREEN_MESSAGES } from './messages';
import { changeScreens, withScreen } from './screen-cache';

export const SCREEN_NAME_MAX = 60;

export const addScreenSchema = formSchema({
  name: textField(required(SCREEN_MESSAGES.nameRequired), maxLength(SCREEN_NAME_MAX, maxMessage(SCREEN_NAME_MAX))),
  pairingCode: textField(required(SCREEN_MESSAGES.codeRequired), matches(/^[A-Za-z0-9]{6}$/, SCREEN_MESSAGES.codeFormat)),
  playlistId: textField(),
});
export type AddScreenValues = z.output<typeof addScreenSchema>;

/** POST /api/screens → 201 Screen; the code as the TV shows it (upper case), no playlist as null. */
export function createScreen({ name, pairingCode, playlistId }: AddScreenValues): Promise<Screen> {
  return api.post<Screen>('/screens', { name, pairingCode: pairingCode.toUpperCase(), playlistId: playlistId || null });
}

export function useCreateScreen() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createScreen, onSuccess: (saved) => changeScreens(queryClient, withScreen(saved)) });
}
