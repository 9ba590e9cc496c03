import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';

import { ButtonLink } from '@/components/button';
import { ConfirmModal } from '@/components/confirm-modal';
import { EmptyState, PageHeader } from '@/components/page';
import { QueryState } from '@/components/query-state';
import { useConfirmedAction } from '@/components/use-confirmed-action';
import { failureMessage } from '@/lib/errors';
import { useMessages } from '@/lib/i18n';
import type { Screen } from '@/types/api';

import { useRevokeScreen } from '../api/delete-screen';
import { screensQuery } from '../api/get-screens';
import { messages } from '../messages';

import { RenameScreenModal } from './screen-form-modal';
import { ScreensTable } from './screens-table';

/** Staff: one client's screens (from Manage Clients), each renamed or revoked; what a TV
 * plays stays the client's choice. */
export function StaffScreens({ clientId }: { clientId: string | null }) {
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
      <ClientScreenList clientId={clientId} />
    </>
  );
}

function ClientScreenList({ clientId }: { clientId: string }) {
  const screens = useQuery(screensQuery(clientId));
  const revoke = useRevokeScreen(clientId);
  const [renaming, setRenaming] = useState<Screen | null>(null);
  const t = useMessages(messages);
  const revocation = useConfirmedAction<Screen>((item) => revoke.mutateAsync(item.id), t.revoked, t.revokeFailed);


  return (
    <>
      <QueryState query={screens} loadingLabel={t.loading} errorMessage={(error) => failureMessage(error, t.loadFailed)}>
        {(page) =>
          page.items.length === 0 ? (
            <EmptyState>{t.noScreens}</EmptyState>
          ) : (
            <ScreensTable screens={page.items} onEdit={setRenaming} onRemove={revocation.ask} staff />
          )
        }
      </QueryState>
      <RenameScreenModal clientId={clientId} screen={renaming} onClose={() => setRenaming(null)} />
      <ConfirmModal
        {...revocation.modal}
        title={t.revokeScreen}
        description={revocation.pending ? t.confirmRevoke(revocation.pending.name) : undefined}
        confirmLabel={t.revoke}
        danger
      />
    </>
  );
}
