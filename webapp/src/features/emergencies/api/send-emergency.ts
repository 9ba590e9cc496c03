import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

import { api } from '@/lib/api-client';
import { matches, maxLength, required, type Check } from '@/lib/checks';
import { queryKeys } from '@/lib/query-keys';
import { formSchema, textField } from '@/lib/validation';
import type { EmergencyView } from '@/types/api';
import type { RequestBody } from '@/types/api-contract';

import { EMERGENCY_MESSAGES } from './messages';

/** The longest message a screen shows. */
export const EMERGENCY_TEXT_MAX = 200;
const COLOUR = /^#[0-9a-fA-F]{6}$/;
/** The server's words for a message too long. */
const tooLong = (limit: number) => `Write at most ${limit} characters.`;

/** A `datetime-local` value (the browser's time zone) that is not yet past. */
const inFuture =
  (message: string): Check =>
  (value) =>
    value && !(Date.parse(value) > Date.now()) ? message : undefined;

export const sendEmergencySchema = formSchema({
  text: textField(required(EMERGENCY_MESSAGES.textRequired), maxLength(EMERGENCY_TEXT_MAX, tooLong(EMERGENCY_TEXT_MAX))),
  colour: textField(required(EMERGENCY_MESSAGES.colourFormat), matches(COLOUR, EMERGENCY_MESSAGES.colourFormat)),
  endsAt: textField(required(EMERGENCY_MESSAGES.endsAtRequired), inFuture(EMERGENCY_MESSAGES.endsAtPast)),
  imageMediaId: textField(),
  clientId: textField(),
});
export type SendEmergencyValues = z.output<typeof sendEmergencySchema>;
export type SendEmergencyInput = z.input<typeof sendEmergencySchema>;

/** The body of POST /api/emergencies (the end time with its offset; '' as null). */
export function toBody({ text, colour, endsAt, imageMediaId, clientId }: SendEmergencyValues) {
  const body = { text, colour: colour.toLowerCase(), endsAt: new Date(endsAt).toISOString(), imageMediaId: imageMediaId || null, clientId: clientId || null };
  return body satisfies RequestBody<'SendEmergencyBody'>;
}

/** POST /api/emergencies → 201 EmergencyView: the screens show it within seconds. */
export function sendEmergency(values: SendEmergencyValues): Promise<EmergencyView> {
  return api.post<EmergencyView>('/emergencies', toBody(values));
}

export function useSendEmergency() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendEmergency, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.emergencies.all }) });
}
