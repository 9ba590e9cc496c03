import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { FormActions } from '@/components/form-actions';
import { ConfirmPasswordModal } from '@/components/confirm-password-modal';
import { SelectField, TextField } from '@/components/fields';
import { applyFieldErrors, Form, type FormMethods } from '@/components/form';
import { useToast } from '@/components/toasts';
import { ApiError, errorMessage, isApiError } from '@/lib/api-client';
import { ROLES } from '@/types/api';

import { ADMIN_PASSWORD_REQUIRED, useCreateUser, userCreateFormSchema, type UserCreateFormValues } from '../api/create-user';
import { USER_MESSAGES } from '../api/messages';

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: role }));
const FORM_FIELDS = new Set(['name', 'phone', 'email', 'password', 'role']);

type AddUserMethods = FormMethods<Record<string, unknown>, UserCreateFormValues>;

/** Add User: the form, then the Confirm Password modal asking for the admin's own password. */
export function AddUserForm() {
  const toast = useToast();
  const navigate = useNavigate();
  const [pending, setPending] = useState<UserCreateFormValues | null>(null);
  const formRef = useRef<AddUserMethods | null>(null);
  const create = useCreateUser();

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
      toast.error(USER_MESSAGES.createFailed(errorMessage(error, 'please try again.')));
    }
  };

  return (
    <>
      <Form
        schema={userCreateFormSchema}
        defaultValues={{ name: '', phone: '', email: '', password: '', role: '' }}
        aria-label="Add User"
        className="grid grid-cols-1 gap-4 sm:grid-cols-2"
        onSubmit={(values, form) => {
          formRef.current = form as AddUserMethods;
          setPending(values);
        }}
      >
        <TextField name="name" label="Name" autoComplete="off" />
        <TextField name="phone" label="Phone" type="tel" inputMode="numeric" autoComplete="off" />
        <TextField name="email" label="Email" type="email" autoComplete="off" />
        <TextField name="password" label="Password" type="password" autoComplete="new-password" />
        <SelectField name="role" label="Role" placeholder="Select a role" options={ROLE_OPTIONS} />
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
