import { Link, useNavigate } from 'react-router-dom';

import { Button } from '@/components/button';
import { TextField } from '@/components/fields';
import { applyFieldErrors, Form } from '@/components/form';
import { useToast } from '@/components/toasts';
import { isApiError } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';

import { register, REGISTRATION_MESSAGES, registrationSchema } from '../api/register';

import { linkClasses } from './auth-layout';

import { messages as shared } from '../messages';
import { messages } from '../register-messages';

const KNOWN_SERVER_MESSAGES = new Set<string>([
  REGISTRATION_MESSAGES.emailInUse,
  REGISTRATION_MESSAGES.emailInvalid,
  REGISTRATION_MESSAGES.weakPassword,
]);

export function RegisterForm() {
  const toast = useToast();
  const navigate = useNavigate();
  const t = { ...useMessages(shared), ...useMessages(messages) };
  return (
    <Form
      schema={registrationSchema}
      defaultValues={{ name: '', phone: '', email: '', password: '' }}
      aria-label={t.registerTitle}
      className="flex flex-col gap-4"
      onSubmit={async (values, form) => {
        try {
          await register(values);
          toast.success(REGISTRATION_MESSAGES.success);
          void navigate('/login');
        } catch (error) {
          const shownUnderFields = isApiError(error, 'validation') && applyFieldErrors(form, error);
          if (isApiError(error) && KNOWN_SERVER_MESSAGES.has(error.message)) toast.error(error.message);
          else if (isApiError(error, 'conflict')) toast.error(REGISTRATION_MESSAGES.emailInUse);
          else if (!shownUnderFields) toast.error(REGISTRATION_MESSAGES.unknown);
        }
      }}
    >
      {({ formState: { isSubmitting } }) => (
        <>
          <TextField name="name" label={t.fullName} autoComplete="name" />
          <TextField name="phone" label={t.phone} type="tel" autoComplete="tel" inputMode="numeric" />
          <TextField name="email" label={t.email} type="email" autoComplete="email" inputMode="email" />
          <TextField name="password" label={t.password} type="password" autoComplete="new-password" />
          <Button type="submit" isLoading={isSubmitting} className="w-full">
            {t.register}
          </Button>
          <p className="text-center text-sm text-slate-600">
            {t.haveAccount}{' '}
            <Link to="/login" className={linkClasses}>
              {t.login}
            </Link>
          </p>
        </>
      )}
    </Form>
  );
}
