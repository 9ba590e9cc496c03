import { Link, useNavigate } from 'react-router-dom';

import { FormActions } from '@/components/form-actions';
import { ReadOnlyField, SelectField, TextField } from '@/components/fields';
import { Form } from '@/components/form';
import { useToast } from '@/components/toasts';
import { isApiError } from '@/lib/api-client';
import { ROLES, type Role, type User } from '@/types/api';
import { useMessages } from '@/lib/i18n';

import { USER_MESSAGES } from '../api/messages';
import { useUpdateUser, userEditSchema } from '../api/update-user';
import { messages } from '../messages';

interface EditUserFormProps {
  user: User;
  /** Admins may change another user's role. */
  canChangeRole: boolean;
  /** Editing one's own record: offers the change-password form. */
  self: boolean;
  onSaved: (user: User) => void;
}

/** User Information: name and phone editable, email read-only (role for Admins). */
export function EditUserForm({ user, canChangeRole, self, onSaved }: EditUserFormProps) {
  const toast = useToast();
  const navigate = useNavigate();
  const update = useUpdateUser();
  const t = useMessages(messages);
  return (
    <Form
      schema={userEditSchema}
      values={{ name: user.name, phone: user.phone, role: user.role }}
      aria-label={t.information}
      className="grid grid-cols-1 gap-4 sm:grid-cols-2"
      onSubmit={async (values) => {
        try {
          const saved = await update.mutateAsync({
            id: user.id,
            input: { name: values.name, phone: values.phone, ...(canChangeRole && values.role ? { role: values.role as Role } : {}) },
          });
          onSaved(saved);
          toast.success(USER_MESSAGES.updated);
          void navigate('/dashboard');
        } catch (error) {
          if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) throw error;
          toast.error(isApiError(error, 'not_found') ? USER_MESSAGES.notFound : t.updateFailed);
        }
      }}
    >
      {({ formState: { isSubmitting } }) => (
        <>
          <TextField name="name" label={t.name} autoComplete="name" />
          <TextField name="phone" label={t.phone} type="tel" inputMode="numeric" autoComplete="tel" />
          <ReadOnlyField label={t.email} value={user.email} hint={t.emailFixed} />
          {canChangeRole ? <SelectField name="role" label={t.role} options={ROLES.map((role) => ({ value: role, label: t.roles[role] }))} /> : null}
          {self ? (
            <p className="text-sm sm:col-span-2">
              <Link to="/dashboard/pages/password" className="font-medium text-brand-600 underline-offset-2 hover:underline">
                Cambiar contraseña
              </Link>
            </p>
          ) : null}
          <FormActions fullRow onCancel={() => void navigate('/dashboard')} busy={isSubmitting} />
        </>
      )}
    </Form>
  );
}
