import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';

import { Button } from '@/components/button';
import { Card, EmptyState, PageHeader } from '@/components/page';
import { QueryState } from '@/components/query-state';
import { useToast } from '@/components/toasts';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import type { User } from '@/types/api';

import { useDeleteUser } from '../api/delete-user';
import { userQuery } from '../api/get-user';
import { USER_MESSAGES } from '../api/messages';

/** pages/delete/:id — the delete-user screen, in Spanish (spec §2); Admin only. */
export default function DeleteUserRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const { user: me } = useSession();
  const user = useQuery(userQuery(id));
  const removal = useDeleteUser();
  const deleting = removal.isPending || removal.isSuccess;

  const remove = async () => {
    try {
      await removal.mutateAsync(id);
      toast.success(USER_MESSAGES.deleted);
      void navigate('/dashboard/pages/users');
    } catch (failure) {
      toast.error(USER_MESSAGES.deleteFailed(errorMessage(failure, 'inténtelo de nuevo.')));
    }
  };

  const confirmation = (target: User) =>
    target.id === me?.id ? (
      <EmptyState>No puede eliminar su propio usuario.</EmptyState>
    ) : (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-slate-700">
          ¿Está seguro de que desea eliminar al usuario <strong>{target.name}</strong> ({target.email})? Esta acción no se puede
          deshacer.
        </p>
        <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-slate-500">Nombre</dt>
            <dd className="font-medium">{target.name}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Teléfono</dt>
            <dd className="font-medium">{target.phone}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Rol</dt>
            <dd className="font-medium">{target.role}</dd>
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
      <Card>
        {isApiError(user.error, 'not_found') ? (
          <EmptyState>{USER_MESSAGES.notFound}</EmptyState>
        ) : (
          <QueryState query={user} loadingLabel="Cargando usuario" errorMessage={USER_MESSAGES.loadFailed}>
            {confirmation}
          </QueryState>
        )}
      </Card>
    </div>
  );
}
