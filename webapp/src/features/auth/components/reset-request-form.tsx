import { Link } from 'react-router-dom';

import { Button } from '@/components/button';
import { TextField } from '@/components/fields';
import { Form } from '@/components/form';
import { useToast } from '@/components/toasts';

import { RESET_FAILED, RESET_SENT, requestPasswordReset, resetRequestSchema } from '../api/request-password-reset';

import { linkClasses } from './auth-layout';

/** The login screen's reset mode: Email, Reset Password, and a way back to login. */
export function ResetRequestForm() {
  const toast = useToast();
  return (
    <Form
      schema={resetRequestSchema}
      defaultValues={{ email: '' }}
      aria-label="Reset password"
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
          <TextField name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
          <Button type="submit" isLoading={isSubmitting} className="w-full">
            Reset Password
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
