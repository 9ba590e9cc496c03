import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';

import { ButtonLink } from '@/components/button';
import { EmptyState, PageHeader } from '@/components/page';
import { QueryState } from '@/components/query-state';
import { failureMessage } from '@/lib/errors';
import { useMessages } from '@/lib/i18n';

import { screensQuery } from '../api/get-screens';
import { messages } from '../messages';

import { ScreensTable } from './screens-table';

/** Staff: one client's screens, read-only (from Manage Clients). */
export function StaffScreens({ clientId }: { clientId: string | null }) {
  const screens = useQuery({ ...screensQuery(clientId), enabled: clientId !== null });
  // Manage Clients passes the business name along.
  const state: unknown = useLocation().state;
  const business = typeof state === 'object' && state !== null && 'businessName' in state ? String(state.businessName) : null;
  const t = useMessages(messages);
  const back = <ButtonLink to="/dashboard/pages/clients" variant="secondary">{t.manageClients}</ButtonLink>;
  if (!clientId) {
    return (
      <>
        <PageHeader title={t.title} actions={back} />
        <EmptyState>{t.chooseClient}</EmptyState>
      </>
    );
  }
  return (
    <>
      <PageHeader title={business ? t.screensOf(business) : t.title} actions={back} />
      <QueryState query={screens} loadingLabel={t.loading} errorMessage={(error) => failureMessage(error, t.loadFailed)}>
        {(page) =>
          page.items.length === 0 ? <EmptyState>{t.noScreens}</EmptyState> : <ScreensTable screens={page.items} />
        }
      </QueryState>
    </>
  );
}
