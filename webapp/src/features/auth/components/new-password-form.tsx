import { Link, useNavigate } from 'react-router-dom';

import { Button } from '@/components/button';
import { TextField } from '@/components/fields';
import { Form } from '@/components/form';
import { useToast } from '@/components/toasts';
import { isApiError } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';

import { confirmPasswordReset, newPasswordSchema, PASSWORD_CHANGED, RESET_LINK_INVALID } from '../api/confirm-password-reset';

import { linkClasses } from './auth-layout';

import { messages as shared } from '../messages';
import { messages } from '../reset-messages';

/** Opened from the emailed link /client/login?resetToken=…: choose a new password. */
export function NewPasswordForm({ token }: { token: string }) {
  const toast = useToast();
  const navigate = useNavigate();
  const t = { ...useMessages(shared), ...useMessages(messages) };
  return (
    <Form
      schema={newPasswordSchema}
      defaultValues={{ newPassword: '', confirmPassword: '' }}
      aria-label={t.newPasswordTitle}
      className="flex flex-col gap-4"
      onSubmit={async (values) => {
        try {
          await confirmPasswordReset(token, values.newPassword);
          toast.success(PASSWORD_CHANGED);
          void navigate('/login', { replace: true });
        } catch (error) {
          // A rule on the new password comes back under its field; anything else means the link is spent.
          if (isApiError(error, 'validation') && Object.keys(error.fieldErrors).length > 0) throw error;
          toast.error(RESET_LINK_INVALID);
        }
      }}
    >
      {({ formState: { isSubmitting } }) => (
        <>
          <TextField name="newPassword" label={t.newPassword} type="password" autoComplete="new-password" />
          <TextField name="confirmPassword" label={t.confirmPassword} type="password" autoComplete="new-password" />
          <Button type="submit" isLoading={isSubmitting} className="w-full">
            {t.savePassword}
          </Button>
          <p className="text-center text-sm">
            <Link to="/login" className={linkClasses}>
              {t.returnToLogin}
            </Link>
          </p>
        </>
      )}
    </Form>
  );
}
