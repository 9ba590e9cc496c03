import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

import { Card, EmptyState, PageHeader } from '@/components/page';
import { PageSpinner } from '@/components/spinner';
import { useToast } from '@/components/toasts';
import { packagesQuery } from '@/lib/packages';
import { useSession } from '@/lib/session';
import { useMessages } from '@/lib/i18n';

import { businessTypesQuery } from '../api/get-business-types';
import { clientOwnersQuery } from '../api/get-client-owners';
import { CLIENT_MESSAGES } from '../api/messages';
import { AddClientForm } from '../components/add-client-form';
import { messages } from '../messages';

/** Ours: the spec shows no text for staff with no Client user left to create a profile for. */

interface AddClientState {
  userId?: string;
  email?: string;
}

function readState(state: unknown): AddClientState {
  if (typeof state !== 'object' || state === null) return {};
  const { userId, email } = state as Record<string, unknown>;
  return {
    ...(typeof userId === 'string' ? { userId } : {}),
    ...(typeof email === 'string' ? { email } : {}),
  };
}

/**
 * pages/addclient — a Client completing their profile (router state {userId, email}), or staff
 * creating a client from New Client.
 */
export default function AddClientRoute() {
  const toast = useToast();
  const location = useLocation();
  const { user, isStaff, profileComplete, setClient } = useSession();
  const types = useQuery(businessTypesQuery());
  const packages = useQuery(packagesQuery());
  const state = readState(location.state);
  const choosesOwner = Boolean(isStaff) && !state.userId;
  const owners = useQuery({ ...clientOwnersQuery(), enabled: choosesOwner });
  const typesFailed = Boolean(types.error);
  const packagesFailed = Boolean(packages.error);

  useEffect(() => {
    if (typesFailed) toast.error(CLIENT_MESSAGES.adminTypesFailed);
  }, [typesFailed, toast]);
  useEffect(() => {
    if (packagesFailed) toast.error(CLIENT_MESSAGES.packagesFailed);
  }, [packagesFailed, toast]);

  const isClient = user?.role === 'Client';
  const t = useMessages(messages);
  // A Client has one client profile; the server refuses a second.
  if (isClient && profileComplete) return <Navigate to="/dashboard" replace />;

  const owner = isClient ? { userId: user.id, email: user.email } : state;

  let body;
  if (!user || (!isClient && !isStaff)) body = <EmptyState>{CLIENT_MESSAGES.userUnknown}</EmptyState>;
  else if (types.isLoading || packages.isLoading || owners.isLoading) body = <PageSpinner label={t.loadingForm} />;
  else if (choosesOwner && owners.error) body = <EmptyState>{CLIENT_MESSAGES.loadFailed}</EmptyState>;
  else if (choosesOwner && owners.data?.length === 0) body = <EmptyState>{t.noOwners}</EmptyState>;
  else
    body = (
      <AddClientForm
        businessTypes={types.data ?? []}
        packages={packages.data ?? []}
        userId={owner.userId}
        email={owner.email}
        contact={isClient ? user : undefined}
        forced={isClient}
        owners={choosesOwner ? owners.data : undefined}
        onCreated={(client) => {
          if (isClient) setClient(client);
        }}
      />
    );

  return (
    <>
      <PageHeader
        title={isClient ? t.welcomeTitle : t.addTitle}
        description={isClient ? t.welcomeDescription : t.addDescription}
      />
      <Card>{body}</Card>
    </>
  );
}
