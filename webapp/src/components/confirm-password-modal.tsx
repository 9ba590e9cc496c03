import { useMemo } from 'react';
import { z } from 'zod';

import { required } from '@/lib/checks';
import { passwordField } from '@/lib/validation';
import { useMessages } from '@/lib/i18n';

import { TextField } from './fields';
import { Form } from './form';
import { FormActions } from './form-actions';
import { Modal } from './modal';
import { messages } from './messages';

interface ConfirmPasswordModalProps {
  open: boolean;
  onCancel: () => void;
  /** Called with the signed-in person's password; throw an ApiError to show its message. */
  onConfirm: (password: string) => unknown;
  /** The message when the password is left empty (spec §5 differs per screen). */
  requiredMessage: string;
  /** The form field's name, as the API names it (adminPassword, password). */
  name?: string;
  title?: string;
  description?: string;
  confirmLabel?: string;
}

/**
 * "Confirm Password": asks the signed-in admin (or client) for their own password before a
 * sensitive creation. Server field errors (e.g. a wrong password) appear under the input.
 */
export function ConfirmPasswordModal({
  open,
  onCancel,
  onConfirm,
  requiredMessage,
  name = 'password',
  title,
  description,
  confirmLabel,
}: ConfirmPasswordModalProps) {
  const t = useMessages(messages);
  const schema = useMemo(
    () => z.object({ [name]: passwordField(required(requiredMessage)) }) as z.ZodType<Record<string, string>, Record<string, unknown>>,
    [name, requiredMessage],
  );
  return (
    <Modal open={open} onClose={onCancel} title={title ?? t.confirmPassword} description={description ?? t.confirmPasswordPrompt} size="sm">
      {open ? (
        <Form
          schema={schema}
          defaultValues={{ [name]: '' }}
          onSubmit={async (values) => {
            await onConfirm(values[name] ?? '');
          }}
          className="flex flex-col gap-4"
        >
          {({ formState: { isSubmitting } }) => (
            <>
              <TextField name={name} label={t.password} type="password" autoComplete="current-password" />
              <FormActions onCancel={onCancel} busy={isSubmitting} cancelLabel={t.cancel} saveLabel={confirmLabel ?? t.confirm} />
            </>
          )}
        </Form>
      ) : null}
    </Modal>
  );
}
