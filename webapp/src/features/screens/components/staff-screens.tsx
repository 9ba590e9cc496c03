import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';

import { ButtonLink } from '@/components/button';
import { EmptyState, PageHeader } from '@/components/page';
import { QueryState } from '@/components/query-state';
import { failureMessage } from '@/lib/errors';

import { screensQuery } from '../api/get-screens';
import { SCREEN_MESSAGES } from '../api/messages';

import { ScreensTable } from './screens-table';

/** Staff: one client's screens, read-only (from Manage Clients). */
export function StaffScreens({ clientId }: { clientId: string | null }) {
  const screens = useQuery({ ...screensQuery(clientId), enabled: clientId !== null });
  // Manage Clients passes the business name along.
  const state: unknown = useLocation().state;
  const business = typeof state === 'object' && state !== null && 'businessName' in state ? String(state.businessName) : null;
  const back = <ButtonLink to="/dashboard/pages/clients" variant="secondary">Manage Clients</ButtonLink>;
  if (!clientId) {
    return (
      <>
        <PageHeader title="Screens" actions={back} />
        <EmptyState>Choose a client in Manage Clients to see its screens.</EmptyState>
      </>
    );
  }
  return (
    <>
      <PageHeader title={business ? `Screens of ${business}` : 'Screens'} actions={back} />
      <QueryState query={screens} loadingLabel="Loading screens" errorMessage={(error) => failureMessage(error, SCREEN_MESSAGES.loadFailed)}>
        {(page) =>
          page.items.length === 0 ? <EmptyState>This client has no screens.</EmptyState> : <ScreensTable screens={page.items} />
        }
      </QueryState>
    </>
  );
}
