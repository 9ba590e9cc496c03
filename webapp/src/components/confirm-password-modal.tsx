import { useMemo } from 'react';
import { z } from 'zod';

import { required } from '@/lib/checks';
import { passwordField } from '@/lib/validation';

import { Button } from './button';
import { TextField } from './fields';
import { Form } from './form';
import { Modal } from './modal';

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

/** What the modal says before anything is typed (the required message appears only as an error). */
export const CONFIRM_PASSWORD_PROMPT = 'For your security, type your own password to continue.';

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
  title = 'Confirm Password',
  description = CONFIRM_PASSWORD_PROMPT,
  confirmLabel = 'Confirm',
}: ConfirmPasswordModalProps) {
  const schema = useMemo(
    () => z.object({ [name]: passwordField(required(requiredMessage)) }) as z.ZodType<Record<string, string>, Record<string, unknown>>,
    [name, requiredMessage],
  );
  return (
    <Modal open={open} onClose={onCancel} title={title} description={description} size="sm">
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
              <TextField name={name} label="Password" type="password" autoComplete="current-password" />
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
                  Cancel
                </Button>
                <Button type="submit" isLoading={isSubmitting}>
                  {confirmLabel}
                </Button>
              </div>
            </>
          )}
        </Form>
      ) : null}
    </Modal>
  );
}
