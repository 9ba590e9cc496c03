import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { FormActions } from '@/components/form-actions';
import { ConfirmPasswordModal } from '@/components/confirm-password-modal';
import { SelectField, TextField } from '@/components/fields';
import { applyFieldErrors, Form, type FormMethods } from '@/components/form';
import { useToast } from '@/components/toasts';
import { ApiError, errorMessage, isApiError } from '@/lib/api-client';
import { ROLES } from '@/types/api';
import { useMessages } from '@/lib/i18n';

import { ADMIN_PASSWORD_REQUIRED, useCreateUser, userCreateFormSchema, type UserCreateFormValues } from '../api/create-user';
import { USER_MESSAGES } from '../api/messages';
import { messages } from '../messages';

const FORM_FIELDS = new Set(['name', 'phone', 'email', 'password', 'role']);

type AddUserMethods = FormMethods<Record<string, unknown>, UserCreateFormValues>;

/** Add User: the form, then the Confirm Password modal asking for the admin's own password. */
export function AddUserForm() {
  const toast = useToast();
  const navigate = useNavigate();
  const [pending, setPending] = useState<UserCreateFormValues | null>(null);
  const formRef = useRef<AddUserMethods | null>(null);
  const create = useCreateUser();
  const t = useMessages(messages);

  const confirm = async (adminPassword: string) => {
    if (!pending) return;
    try {
      await create.mutateAsync({ ...pending, adminPassword });
      setPending(null);
      toast.success(USER_MESSAGES.created);
      void navigate('/dashboard');
    } catch (error) {
      if (isApiError(error, 'auth_failed')) {
        // Wrong admin password: say so under the password, keep the modal open.
        throw new ApiError(error.status, error.code, error.message, { adminPassword: error.message });
      }
      if (isApiError(error) && error.fieldErrors.adminPassword) throw error;
      setPending(null);
      const onForm = isApiError(error) && Object.keys(error.fieldErrors).some((key) => FORM_FIELDS.has(key));
      if (onForm && formRef.current) applyFieldErrors(formRef.current, error);
      toast.error(USER_MESSAGES.createFailed(errorMessage(error, t.tryAgain)));
    }
  };

  return (
    <>
      <Form
        schema={userCreateFormSchema}
        defaultValues={{ name: '', phone: '', email: '', password: '', role: '' }}
        aria-label={t.addTitle}
        className="grid grid-cols-1 gap-4 sm:grid-cols-2"
        onSubmit={(values, form) => {
          formRef.current = form as AddUserMethods;
          setPending(values);
        }}
      >
        <TextField name="name" label={t.name} autoComplete="off" />
        <TextField name="phone" label={t.phone} type="tel" inputMode="numeric" autoComplete="off" />
        <TextField name="email" label={t.email} type="email" autoComplete="off" />
        <TextField name="password" label={t.password} type="password" autoComplete="new-password" />
        <SelectField name="role" label={t.role} placeholder={t.selectRole} options={ROLES.map((role) => ({ value: role, label: t.roles[role] }))} />
        <FormActions fullRow onCancel={() => void navigate('/dashboard')} />
      </Form>
      <ConfirmPasswordModal
        open={pending !== null}
        name="adminPassword"
        requiredMessage={ADMIN_PASSWORD_REQUIRED}
        onCancel={() => setPending(null)}
        onConfirm={confirm}
      />
    </>
  );
}
