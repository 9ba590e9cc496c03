import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router-dom';

import { Card, EmptyState, PageHeader } from '@/components/page';
import { PageSpinner } from '@/components/spinner';
import { useToast } from '@/components/toasts';
import { isApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';

import { useUser } from '../api/get-user';
import { USER_MESSAGES } from '../api/messages';
import { EditUserForm } from '../components/edit-user-form';

function NotFound() {
  const toast = useToast();
  useEffect(() => toast.error(USER_MESSAGES.notFound), [toast]);
  return <Navigate to="/dashboard" replace />;
}

/** pages/edit/:userId — User Information. Admins edit anyone; everybody else only themselves. */
export default function EditUserRoute() {
  const { userId = '' } = useParams();
  const { user: me, isAdmin, session, setSession } = useSession();
  const self = me?.id === userId;
  const allowed = isAdmin || self;
  const { data: user, error, isLoading } = useUser(allowed ? userId : undefined);

  if (!allowed) return <Navigate to="/dashboard" replace />;
  let body;
  if (isLoading && !user) body = <PageSpinner label="Loading user" />;
  else if (isApiError(error, 'not_found')) return <NotFound />;
  else if (error || !user) body = <EmptyState>{USER_MESSAGES.loadFailed}</EmptyState>;
  else
    body = (
      <EditUserForm
        user={user}
        self={self}
        canChangeRole={isAdmin && !self}
        onSaved={(saved) => {
          if (self && session) setSession({ ...session, user: saved });
        }}
      />
    );

  return (
    <>
      <PageHeader title="User Information" />
      <Card>{body}</Card>
    </>
  );
}
