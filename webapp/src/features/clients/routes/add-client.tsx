import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

import { Card, EmptyState, PageHeader } from '@/components/page';
import { PageSpinner } from '@/components/spinner';
import { useToast } from '@/components/toasts';
import { useSession } from '@/lib/session';

import { useBusinessTypes } from '../api/get-business-types';
import { usePackages } from '../api/get-packages';
import { CLIENT_MESSAGES } from '../api/messages';
import { AddClientForm } from '../components/add-client-form';

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
  const types = useBusinessTypes();
  const packages = usePackages();
  const typesFailed = Boolean(types.error);
  const packagesFailed = Boolean(packages.error);

  useEffect(() => {
    if (typesFailed) toast.error(CLIENT_MESSAGES.adminTypesFailed);
  }, [typesFailed, toast]);
  useEffect(() => {
    if (packagesFailed) toast.error(CLIENT_MESSAGES.packagesFailed);
  }, [packagesFailed, toast]);

  const isClient = user?.role === 'Client';
  // A Client has one client profile; the server refuses a second.
  if (isClient && profileComplete) return <Navigate to="/dashboard" replace />;

  const state = readState(location.state);
  const owner = isClient ? { userId: user.id, email: user.email } : state;

  let body;
  if (!user || (!isClient && !isStaff)) body = <EmptyState>{CLIENT_MESSAGES.userUnknown}</EmptyState>;
  else if (types.isLoading || packages.isLoading) body = <PageSpinner label="Loading the form" />;
  else
    body = (
      <AddClientForm
        businessTypes={types.data ?? []}
        packages={packages.data ?? []}
        userId={owner.userId}
        email={owner.email}
        onCreated={(client) => {
          if (isClient) setClient(client);
        }}
      />
    );

  return (
    <>
      <PageHeader
        title={isClient ? 'Welcome! Complete your business profile' : 'Add Client'}
        description={
          isClient
            ? 'Tell us about your business to start your 7-day trial.'
            : 'Create a client. The expiration date is 7 days from today.'
        }
      />
      <Card>{body}</Card>
    </>
  );
}
