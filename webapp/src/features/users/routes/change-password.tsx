import { useNavigate } from 'react-router-dom';

import { TextField } from '@/components/fields';
import { Form } from '@/components/form';
import { Card, PageHeader } from '@/components/page';
import { useToast } from '@/components/toasts';
import { FormActions } from '@/components/form-actions';
import { ApiError, isApiError } from '@/lib/api-client';

import { CHANGE_PASSWORD_TEXT, changePasswordSchema, useChangePassword } from '../api/change-password';

/** pages/password — change-password form, in Spanish (spec §2); any signed-in person. */
export default function ChangePasswordRoute() {
  const toast = useToast();
  const navigate = useNavigate();
  const change = useChangePassword();
  return (
    <div lang="es">
      <PageHeader title="Cambiar contraseña" description="Escriba su contraseña actual y la nueva contraseña." />
      <Card className="max-w-xl">
        <Form
          schema={changePasswordSchema}
          defaultValues={{ currentPassword: '', newPassword: '', confirmPassword: '' }}
          aria-label="Cambiar contraseña"
          className="flex flex-col gap-4"
          errorMessage={CHANGE_PASSWORD_TEXT.failed}
          onSubmit={async (values) => {
            try {
              await change.mutateAsync(values);
              toast.success(CHANGE_PASSWORD_TEXT.success);
              void navigate('/dashboard');
            } catch (error) {
              if (isApiError(error, 'auth_failed')) {
                throw new ApiError(error.status, error.code, CHANGE_PASSWORD_TEXT.wrongCurrent, {
                  currentPassword: CHANGE_PASSWORD_TEXT.wrongCurrent,
                });
              }
              if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) throw error;
              toast.error(CHANGE_PASSWORD_TEXT.failed);
            }
          }}
        >
          {({ formState: { isSubmitting } }) => (
            <>
              <TextField name="currentPassword" label="Contraseña actual" type="password" autoComplete="current-password" />
              <TextField name="newPassword" label="Nueva contraseña" type="password" autoComplete="new-password" />
              <TextField name="confirmPassword" label="Confirmar contraseña" type="password" autoComplete="new-password" />
              <FormActions
                onCancel={() => void navigate('/dashboard')}
                busy={isSubmitting}
                cancelWhileBusy
                cancelLabel="Cancelar"
                saveLabel="Cambiar contraseña"
              />
            </>
          )}
        </Form>
      </Card>
    </div>
  );
}
