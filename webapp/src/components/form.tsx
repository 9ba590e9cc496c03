import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';

import { ApiError } from '@/lib/api-client';

import { useToast } from './toasts';

export type FormMethods<TIn extends FieldValues, TOut> = UseFormReturn<TIn, unknown, TOut>;

export interface FormProps<TIn extends FieldValues, TOut> {
  /** A zod schema from the feature's API module; its messages are shown under the fields. */
  schema: z.ZodType<TOut, TIn>;
  /**
   * Called with the parsed values. Throw (or let through) an ApiError with fieldErrors and they
   * appear under the matching fields; any other error is shown as a toast.
   */
  onSubmit: (values: TOut, form: FormMethods<TIn, TOut>) => unknown;
  defaultValues?: DefaultValues<TIn>;
  /** Values loaded from the server: the form resets to them when they change. */
  values?: TIn;
  children: ReactNode | ((form: FormMethods<TIn, TOut>) => ReactNode);
  className?: string;
  id?: string;
  'aria-label'?: string;
  /** Fallback message for an unexpected failure (default: a generic one). */
  errorMessage?: string;
}

/** Puts a server answer's fieldErrors under the matching fields; true when it did. */
export function applyFieldErrors<TIn extends FieldValues>(form: UseFormReturn<TIn, unknown, unknown>, error: unknown) {
  if (!(error instanceof ApiError)) return false;
  const entries = Object.entries(error.fieldErrors);
  entries.forEach(([field, message], index) =>
    form.setError(field as Path<TIn>, { type: 'server', message }, { shouldFocus: index === 0 }),
  );
  return entries.length > 0;
}

/**
 * The one form wrapper: react-hook-form with the zod resolver, `noValidate` (the schema
 * validates, with the spec's messages), fields read the form from context.
 */
export function Form<TIn extends FieldValues, TOut>({
  schema,
  onSubmit,
  defaultValues,
  values,
  children,
  className,
  id,
  errorMessage = 'An unknown error occurred. Please try again.',
  ...rest
}: FormProps<TIn, TOut>) {
  const toast = useToast();
  const form = useForm<TIn, unknown, TOut>({
    resolver: zodResolver(schema),
    defaultValues,
    values,
    resetOptions: { keepDirtyValues: false },
  });

  const submit = form.handleSubmit(async (parsed) => {
    try {
      await onSubmit(parsed, form);
    } catch (error) {
      if (applyFieldErrors(form, error)) return;
      toast.error(error instanceof ApiError ? error.message : errorMessage);
    }
  });

  return (
    <FormProvider {...form}>
      <form id={id} noValidate className={className} aria-label={rest['aria-label']} onSubmit={(event) => void submit(event)}>
        {typeof children === 'function' ? children(form) : children}
      </form>
    </FormProvider>
  );
}
