import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

import { api } from '@/lib/api-client';
import type { Check } from '@/lib/checks';
import { queryKeys } from '@/lib/query-keys';
import { checksOf } from '@/lib/rules';
import { EMERGENCY_RULES } from '@/lib/spec-rules.gen';
import { formSchema, textField } from '@/lib/validation';
import type { EmergencyView } from '@/types/api';
import type { RequestBody } from '@/types/api-contract';

/** The server's words for an end time already past (validation/emergencies.py: EMERGENCY_END_PAST;
 * the other checks come from the server as data, EMERGENCY_RULES). */
const END_PAST = 'Choose an end time in the future.';

/** A `datetime-local` value (the browser's time zone) that is not yet past. */
const inFuture =
  (message: string): Check =>
  (value) =>
    value && !(Date.parse(value) > Date.now()) ? message : undefined;

export const sendEmergencySchema = formSchema({
  text: textField(...checksOf(EMERGENCY_RULES.text)),
  colour: textField(...checksOf(EMERGENCY_RULES.colour)),
  endsAt: textField(...checksOf(EMERGENCY_RULES.endsAt), inFuture(END_PAST)),
  imageMediaId: textField(),
  clientId: textField(),
  groupId: textField(),
});
export type SendEmergencyValues = z.output<typeof sendEmergencySchema>;
export type SendEmergencyInput = z.input<typeof sendEmergencySchema>;

/** The body with its group (absent, as null: all the client's screens). The generated types gain
 * `groupId` with the server's next contract; until then it is named here. */
type SendEmergencyBody = RequestBody<'SendEmergencyBody'>;

/** The body of POST /api/emergencies (the end time with its offset; '' as null; a group only
 * when one is chosen). */
export function toBody({ text, colour, endsAt, imageMediaId, clientId, groupId }: SendEmergencyValues): SendEmergencyBody {
  const body = { text, colour: colour.toLowerCase(), endsAt: new Date(endsAt).toISOString(), imageMediaId: imageMediaId || null, clientId: clientId || null };
  return { ...(body satisfies RequestBody<'SendEmergencyBody'>), ...(groupId ? { groupId } : {}) };
}

/** POST /api/emergencies → 201 EmergencyView: the screens show it within seconds. */
export function sendEmergency(values: SendEmergencyValues): Promise<EmergencyView> {
  return api.post<EmergencyView>('/emergencies', toBody(values));
}

export function useSendEmergency() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendEmergency, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.emergencies.all }) });
}
