import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router-dom';

import { Card, EmptyState, PageHeader } from '@/components/page';
import { PageSpinner } from '@/components/spinner';
import { useToast } from '@/components/toasts';
import { isApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import type { Client } from '@/types/api';

import { useClient } from '../api/get-client';
import { useBusinessTypes } from '../api/get-business-types';
import { usePackages } from '../api/get-packages';
import { CLIENT_MESSAGES } from '../api/messages';
import { EditClientForm } from '../components/edit-client-form';
import { LogoUpload } from '../components/logo-upload';

function ClientMissing() {
  const toast = useToast();
  useEffect(() => toast.error(CLIENT_MESSAGES.notFound), [toast]);
  return <Navigate to="/dashboard" replace />;
}

/** pages/editclient/:clientId — business information and logo (the owner, or staff). */
export default function EditClientRoute() {
  const { clientId = '' } = useParams();
  const toast = useToast();
  const { isStaff, client: own, setClient } = useSession();
  const allowed = isStaff || own?.id === clientId;
  const client = useClient(allowed ? clientId : undefined);
  const types = useBusinessTypes();
  const packages = usePackages();
  const typesFailed = Boolean(types.error);
  const packagesFailed = Boolean(packages.error);
  const loadFailed = Boolean(client.error) && !isApiError(client.error, 'not_found');

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

  const saved = (updated: Client) => {
    client.setData(() => updated);
    if (own?.id === updated.id) setClient(updated);
  };

  let body;
  if ((client.isLoading && !client.data) || types.isLoading || packages.isLoading) body = <PageSpinner label="Loading business information" />;
  else if (!client.data) body = <EmptyState>{CLIENT_MESSAGES.customerLoadFailed}</EmptyState>;
  else
    body = (
      <div className="flex flex-col gap-6">
        <LogoUpload client={client.data} onUploaded={saved} />
        <EditClientForm client={client.data} businessTypes={types.data ?? []} packages={packages.data ?? []} onSaved={saved} />
      </div>
    );

  return (
    <>
      <PageHeader title="Business Information" />
      <Card>{body}</Card>
    </>
  );
}
