import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

import { api } from '@/lib/api-client';
import { matches, maxLength, maxMessage, required } from '@/lib/checks';
import { SCREEN_NAME_MAX } from '@/lib/spec-rules.gen';
import { formSchema, textField } from '@/lib/validation';
import type { Screen } from '@/types/api';
import type { RequestBody } from '@/types/api-contract';

import { SCREEN_MESSAGES } from './messages';
import { changeScreens, withScreen } from './screen-cache';

/** A screen's name, in the add, edit and rename forms. */
export const screenNameField = () =>
  textField(required(SCREEN_MESSAGES.nameRequired), maxLength(SCREEN_NAME_MAX, maxMessage(SCREEN_NAME_MAX)));

/** A code as typed: 8 letters or digits, blanks and dashes anywhere forgiven (the TV shows `ABCD-EFGH`). */
const PAIRING_CODE = /^[\s-]*(?:[A-Za-z0-9][\s-]*){8}$/;

/** The code as the server keeps it: without blanks or dashes, upper case. */
export const plainCode = (typed: string) => typed.replace(/[\s-]/g, '').toUpperCase();

export const addScreenSchema = formSchema({
  name: screenNameField(),
  pairingCode: textField(required(SCREEN_MESSAGES.codeRequired), matches(PAIRING_CODE, SCREEN_MESSAGES.codeFormat)),
  playlistId: textField(),
});
export type AddScreenValues = z.output<typeof addScreenSchema>;

/** POST /api/screens → 201 Screen; the code plain (`plainCode`), no playlist as null. */
export function createScreen({ name, pairingCode, playlistId }: AddScreenValues): Promise<Screen> {
  const body = { name, pairingCode: plainCode(pairingCode), playlistId: playlistId || null };
  return api.post<Screen>('/screens', body satisfies RequestBody<'CreateScreenBody'>);
}

export function useCreateScreen() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createScreen, onSuccess: (saved) => changeScreens(queryClient, withScreen(saved)) });
}
