import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';

import { Button } from '@/components/button';
import { Card, EmptyState, PageHeader } from '@/components/page';
import { PageSpinner } from '@/components/spinner';
import { useToast } from '@/components/toasts';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';

import { deleteUser } from '../api/delete-user';
import { useUser } from '../api/get-user';
import { USER_MESSAGES } from '../api/messages';

/** pages/delete/:id — the delete-user screen, in Spanish (spec §2); Admin only. */
export default function DeleteUserRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const { user: me } = useSession();
  const { data: user, error, isLoading } = useUser(id);
  const [deleting, setDeleting] = useState(false);

  const remove = async () => {
    setDeleting(true);
    try {
      await deleteUser(id);
      toast.success(USER_MESSAGES.deleted);
      void navigate('/dashboard/pages/users');
    } catch (failure) {
      toast.error(USER_MESSAGES.deleteFailed(errorMessage(failure, 'inténtelo de nuevo.')));
      setDeleting(false);
    }
  };

  let body;
  if (isLoading && !user) body = <PageSpinner label="Cargando usuario" />;
  else if (isApiError(error, 'not_found')) body = <EmptyState>{USER_MESSAGES.notFound}</EmptyState>;
  else if (error || !user) body = <EmptyState>{USER_MESSAGES.loadFailed}</EmptyState>;
  else if (user.id === me?.id) body = <EmptyState>No puede eliminar su propio usuario.</EmptyState>;
  else
    body = (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-slate-700">
          ¿Está seguro de que desea eliminar al usuario <strong>{user.name}</strong> ({user.email})? Esta acción no se puede
          deshacer.
        </p>
        <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-slate-500">Nombre</dt>
            <dd className="font-medium">{user.name}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Teléfono</dt>
            <dd className="font-medium">{user.phone}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Rol</dt>
            <dd className="font-medium">{user.role}</dd>
          </div>
        </dl>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => void navigate('/dashboard')} disabled={deleting}>
            Cancelar
          </Button>
          <Button variant="danger" onClick={() => void remove()} isLoading={deleting}>
            Eliminar
          </Button>
        </div>
      </div>
    );

  return (
    <div lang="es">
      <PageHeader title="Eliminar usuario" />
      <Card>{body}</Card>
    </div>
  );
}
