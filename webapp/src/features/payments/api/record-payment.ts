import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';
import { invalidate } from '@/lib/query-cache';
import { queryKeys } from '@/lib/query-keys';
import { toText } from '@/lib/checks';
import type { Payment } from '@/types/api';

import { ONLINE_PROVIDER, PAYMENT_METHODS, type PaymentMethod } from '../types';

/** Spec §5 payment texts; the method text is signage_core's. */
export const PAYMENT_FORM_MESSAGES = {
  packageRequired: 'Please select a package.',
  referenceRequired: 'Please provide a payment reference.',
  methodInvalid: 'Please select a payment method.',
  /** Ours: a staff payment names its client. */
  clientRequired: 'Please select a client.',
} as const;

/** The payment form's errors, as `signage_core.validate_payment`. */
export function paymentErrors(values: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!toText(values.packageId)) errors.packageId = PAYMENT_FORM_MESSAGES.packageRequired;
  const method = toText(values.paymentMethod);
  if (!(PAYMENT_METHODS as readonly string[]).includes(method)) errors.paymentMethod = PAYMENT_FORM_MESSAGES.methodInvalid;
  if (method !== ONLINE_PROVIDER && !toText(values.paymentReference)) errors.paymentReference = PAYMENT_FORM_MESSAGES.referenceRequired;
  return errors;
}

function addIssues(ctx: z.RefinementCtx, errors: Record<string, string>) {
  for (const [field, message] of Object.entries(errors)) ctx.addIssue({ code: 'custom', path: [field], message });
}

/** The payment form as the shared cases send it. */
export const paymentSchema = z.looseObject({}).superRefine((values, ctx) => addIssues(ctx, paymentErrors(values)));

export const sharedCaseSchemas = { payment: paymentSchema };

export interface PaymentFormValues {
  packageId: string;
  paymentMethod: string;
  paymentReference: string;
}

export interface PaymentInput {
  packageId: string;
  paymentMethod: PaymentMethod;
  paymentReference: string;
}

const paymentFields = { packageId: z.string(), paymentMethod: z.string(), paymentReference: z.string() };

const toInput = (values: PaymentFormValues): PaymentInput => ({
  packageId: values.packageId.trim(),
  paymentMethod: values.paymentMethod.trim() as PaymentMethod,
  paymentReference: values.paymentReference.trim(),
});

/** The edit-payment form: package, method, and a reference unless the method is PayPal. */
export const paymentFormSchema = z
  .object(paymentFields)
  .superRefine((values, ctx) => addIssues(ctx, paymentErrors(values)))
  .transform(toInput);

export interface NewPaymentFormValues extends PaymentFormValues {
  clientId: string;
}

export interface NewPaymentInput extends PaymentInput {
  clientId: string;
}

/** A payment staff record by hand: the same rules, plus the client it is for. */
export const newPaymentFormSchema = z
  .object({ clientId: z.string(), ...paymentFields })
  .superRefine((values, ctx) =>
    addIssues(ctx, {
      ...(values.clientId.trim() ? {} : { clientId: PAYMENT_FORM_MESSAGES.clientRequired }),
      ...paymentErrors(values),
    }),
  )
  .transform((values): NewPaymentInput => ({ clientId: values.clientId.trim(), ...toInput(values) }));

/** POST /api/payments (staff) → the Payment; the client is renewed in the same write. */
export function recordPayment(input: NewPaymentInput): Promise<Payment> {
  return api.post<Payment>('/payments', input);
}

/** The payment renews its client: payments, licence and the client's record change. */
export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPayment,
    onSuccess: () => invalidate(queryClient, queryKeys.payments.all, queryKeys.licence, queryKeys.clients.all),
  });
}
