import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router-dom';

import { Card, PageHeader } from '@/components/page';
import { QueryState } from '@/components/query-state';
import { useToast } from '@/components/toasts';
import { isApiError } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';
import { useSession } from '@/lib/session';

import { userQuery } from '../api/get-user';
import { USER_MESSAGES } from '../api/messages';
import { EditUserForm } from '../components/edit-user-form';
import { messages } from '../messages';

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
  const user = useQuery({ ...userQuery(userId), enabled: allowed });
  const t = useMessages(messages);

  if (!allowed) return <Navigate to="/dashboard" replace />;
  if (isApiError(user.error, 'not_found')) return <NotFound />;
  return (
    <>
      <PageHeader title={t.information} />
      <Card>
        <QueryState query={user} loadingLabel={t.loadingUser} errorMessage={USER_MESSAGES.loadFailed}>
          {(loaded) => (
            <EditUserForm
              user={loaded}
              self={self}
              canChangeRole={isAdmin && !self}
              onSaved={(saved) => {
                if (self && session) setSession({ ...session, user: saved });
              }}
            />
          )}
        </QueryState>
      </Card>
    </>
  );
}
