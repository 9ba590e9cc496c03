import type { ReactNode } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';

import { applyFieldErrors, Form } from '@/components/form';
import { FormActions } from '@/components/form-actions';
import { Modal } from '@/components/modal';
import { useToast } from '@/components/toasts';
import { failureMessage } from '@/lib/errors';

interface ScreenModalFormProps<TIn extends FieldValues, TOut> {
  open: boolean;
  title: string;
  description?: string;
  /** false while the modal closes on an item that is gone (the form leaves with it). */
  withForm?: boolean;
  schema: z.ZodType<TOut, TIn>;
  defaultValues: DefaultValues<TIn>;
  /** Sends the values; the modal closes with `done` as a toast, or shows the failure. */
  save: (values: TOut) => Promise<unknown>;
  done: string;
  failed: string;
  onClose: () => void;
  /** The form's fields. */
  children: ReactNode;
}

/** A screen form in a modal (add, edit, rename): its fields, Cancel and Save. */
export function ScreenModalForm<TIn extends FieldValues, TOut>(props: ScreenModalFormProps<TIn, TOut>) {
  const { open, title, description, withForm = true, schema, defaultValues, save, done, failed, onClose, children } = props;
  const toast = useToast();
  return (
    <Modal open={open} onClose={onClose} title={title} description={description}>
      {withForm ? (
        <Form
          schema={schema}
          defaultValues={defaultValues}
          aria-label={title}
          className="flex flex-col gap-4"
          onSubmit={async (values: TOut, form) => {
            try {
              await save(values);
              toast.success(done);
              onClose();
            } catch (failure) {
              if (!applyFieldErrors(form, failure)) toast.error(failureMessage(failure, failed));
            }
          }}
        >
          {({ formState: { isSubmitting } }) => (
            <>
              {children}
              <FormActions onCancel={onClose} busy={isSubmitting} className="pt-2" />
            </>
          )}
        </Form>
      ) : null}
    </Modal>
  );
}
