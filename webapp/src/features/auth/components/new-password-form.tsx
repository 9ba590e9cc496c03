import { Link, useNavigate } from 'react-router-dom';

import { Button } from '@/components/button';
import { TextField } from '@/components/fields';
import { Form } from '@/components/form';
import { useToast } from '@/components/toasts';
import { isApiError } from '@/lib/api-client';

import { confirmPasswordReset, newPasswordSchema, PASSWORD_CHANGED, RESET_LINK_INVALID } from '../api/confirm-password-reset';

import { linkClasses } from './auth-layout';

/** Opened from the emailed link /client/login?resetToken=…: choose a new password. */
export function NewPasswordForm({ token }: { token: string }) {
  const toast = useToast();
  const navigate = useNavigate();
  return (
    <Form
      schema={newPasswordSchema}
      defaultValues={{ newPassword: '', confirmPassword: '' }}
      aria-label="Choose a new password"
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
          <TextField name="newPassword" label="New Password" type="password" autoComplete="new-password" />
          <TextField name="confirmPassword" label="Confirm Password" type="password" autoComplete="new-password" />
          <Button type="submit" isLoading={isSubmitting} className="w-full">
            Save Password
          </Button>
          <p className="text-center text-sm">
            <Link to="/login" className={linkClasses}>
              Return to login
            </Link>
          </p>
        </>
      )}
    </Form>
  );
}
