import { Link } from 'react-router-dom';

import { Button } from '@/components/button';
import { TextField } from '@/components/fields';
import { Form } from '@/components/form';
import { useToast } from '@/components/toasts';
import { useMessages } from '@/lib/i18n';

import { RESET_FAILED, RESET_SENT, requestPasswordReset, resetRequestSchema } from '../api/request-password-reset';

import { linkClasses } from './auth-layout';

import { messages as shared } from '../messages';
import { messages } from '../reset-messages';

/** The login screen's reset mode: Email, Reset Password, and a way back to login. */
export function ResetRequestForm() {
  const toast = useToast();
  const t = { ...useMessages(shared), ...useMessages(messages) };
  return (
    <Form
      schema={resetRequestSchema}
      defaultValues={{ email: '' }}
      aria-label={t.resetForm}
      className="flex flex-col gap-4"
      onSubmit={async (values, form) => {
        try {
          await requestPasswordReset(values);
          toast.success(RESET_SENT);
          form.reset({ email: '' });
        } catch {
          toast.error(RESET_FAILED);
        }
      }}
    >
      {({ formState: { isSubmitting } }) => (
        <>
          <TextField name="email" label={t.email} type="email" autoComplete="email" inputMode="email" />
          <Button type="submit" isLoading={isSubmitting} className="w-full">
            {t.resetPassword}
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
