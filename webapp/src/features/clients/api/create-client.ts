import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type z } from 'zod';

import { api } from '@/lib/api-client';
import { invalidate } from '@/lib/query-cache';
import { queryKeys } from '@/lib/query-keys';
import { required, toText } from '@/lib/checks';
import { checksOf } from '@/lib/rules';
import { CLIENT_RULES } from '@/lib/spec-rules.gen';
import { formSchema, textField } from '@/lib/validation';
import type { Client } from '@/types/api';
import type { RequestBody } from '@/types/api-contract';

export const REQUIRED_FIELD = CLIENT_RULES.typeBusiness[0].message;
export const CONFIRM_PASSWORD_REQUIRED = 'Please enter your password.';

const clientShape = {
  businessName: textField(...checksOf(CLIENT_RULES.businessName)),
  contactName: textField(...checksOf(CLIENT_RULES.contactName)),
  phone: textField(...checksOf(CLIENT_RULES.phone)),
  companyEmail: textField(...checksOf(CLIENT_RULES.companyEmail)),
  website: textField(...checksOf(CLIENT_RULES.website)),
  typeBusiness: textField(...checksOf(CLIENT_RULES.typeBusiness)),
  packageId: textField(required(REQUIRED_FIELD)),
  locationNumber: textField(...checksOf(CLIENT_RULES.locationNumber)),
};

/**
 * The client / business form (spec §5), add and edit. The package may be given as packageId or
 * packageCode (as signage_core reads it); the form itself sends packageId.
 */
export const clientFormSchema = formSchema(clientShape, (values) => ({
  ...values,
  packageId: toText(values.packageId) || toText(values.packageCode),
}));
export type ClientFormValues = z.output<typeof clientFormSchema>;

/** Business Information also edits the client's time zone (its schedules' clock). */
export const editClientFormSchema = formSchema({ ...clientShape, timeZone: textField() }, (values) => ({
  ...values,
  packageId: toText(values.packageId) || toText(values.packageCode),
}));
export type EditClientFormValues = z.output<typeof editClientFormSchema>;

/** Staff creating a client also choose its owner, a Client user without a profile. */
export const staffClientFormSchema = formSchema({ ...clientShape, userId: textField(required(REQUIRED_FIELD)) }, (values) => ({
  ...values,
  packageId: toText(values.packageId) || toText(values.packageCode),
}));

export const sharedCaseSchemas = { client: clientFormSchema };

export interface CreateClientInput extends ClientFormValues {
  /** The signed-in person's password, re-verified by the server. */
  password: string;
  /** The owner, when staff create a client for a user or a Client completes their profile. */
  userId?: string;
}

/** POST /api/clients → 201 Client */
export function createClient(input: CreateClientInput): Promise<Client> {
  return api.post<Client>('/clients', input satisfies RequestBody<'CreateClientBody'>);
}

/** A new client changes the clients list, the owners left, the staff counts and (for a Client) the licence. */
export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: async (client) => {
      queryClient.setQueryData(queryKeys.clients.detail(client.id), client);
      await invalidate(queryClient, queryKeys.clients.all, queryKeys.licence, queryKeys.dashboard);
    },
  });
}
