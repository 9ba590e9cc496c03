import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router-dom';

import { Card, PageHeader } from '@/components/page';
import { QueryState } from '@/components/query-state';
import { useToast } from '@/components/toasts';
import { isApiError } from '@/lib/api-client';
import { packagesQuery } from '@/lib/packages';
import { useSession } from '@/lib/session';
import type { Client } from '@/types/api';
import { useMessages } from '@/lib/i18n';

import { clientQuery } from '../api/get-client';
import { businessTypesQuery } from '../api/get-business-types';
import { CLIENT_MESSAGES } from '../api/messages';
import { EditClientForm } from '../components/edit-client-form';
import { LogoUpload } from '../components/logo-upload';
import { messages } from '../messages';

function ClientMissing() {
  const toast = useToast();
  useEffect(() => toast.error(CLIENT_MESSAGES.notFound), [toast]);
  return <Navigate to="/dashboard" replace />;
}

/** pages/editclient/:clientId — business information and logo (the owner, or staff). */
export default function EditClientRoute() {
  const { clientId = '' } = useParams();
  const toast = useToast();
  const { isStaff, client: own, licence, setClient } = useSession();
  const allowed = isStaff || own?.id === clientId;
  // A Client that has paid (no longer in trial) changes its package with a payment; staff always may.
  const packageLocked = !isStaff && licence !== null && !licence.trial;
  const client = useQuery({ ...clientQuery(clientId), enabled: allowed });
  const types = useQuery(businessTypesQuery());
  const packages = useQuery(packagesQuery());
  const typesFailed = Boolean(types.error);
  const packagesFailed = Boolean(packages.error);
  const loadFailed = Boolean(client.error) && !isApiError(client.error, 'not_found');
  const t = useMessages(messages);

  useEffect(() => {
    if (typesFailed) toast.error(CLIENT_MESSAGES.typesFailed);
  }, [typesFailed, toast]);
  useEffect(() => {
    if (packagesFailed) toast.error(CLIENT_MESSAGES.packagesFailed);
  }, [packagesFailed, toast]);
  useEffect(() => {
    if (loadFailed) toast.error(CLIENT_MESSAGES.customerLoadFailed);
  }, [loadFailed, toast]);

  if (!allowed) return <Navigate to="/dashboard" replace />;
  if (isApiError(client.error, 'not_found')) return <ClientMissing />;

  // The cache already holds the answer (see update-client.ts); the session keeps its own copy.
  const saved = (updated: Client) => {
    if (own?.id === updated.id) setClient(updated);
  };

  // Business types and packages that fail to load are reported (toasts above); the form still opens.
  const ready = {
    data: types.isLoading || packages.isLoading ? undefined : client.data,
    error: client.error,
    isPending: client.isPending || types.isLoading || packages.isLoading,
    refetch: client.refetch,
  };

  return (
    <>
      <PageHeader title={t.informationTitle} />
      <Card>
        <QueryState query={ready} loadingLabel={t.loadingInformation} errorMessage={CLIENT_MESSAGES.customerLoadFailed}>
          {(loaded) => (
            <div className="flex flex-col gap-6">
              <LogoUpload client={loaded} onUploaded={saved} />
              <EditClientForm
                client={loaded}
                businessTypes={types.data ?? []}
                packages={packages.data ?? []}
                onSaved={saved}
                packageLocked={packageLocked}
              />
            </div>
          )}
        </QueryState>
      </Card>
    </>
  );
}
