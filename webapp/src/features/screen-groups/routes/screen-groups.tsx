import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { Button } from '@/components/button';
import { ConfirmModal } from '@/components/confirm-modal';
import { EmptyState, PageHeader } from '@/components/page';
import { combineQueries, QueryState } from '@/components/query-state';
import { useConfirmedAction } from '@/components/use-confirmed-action';
import { failureMessage } from '@/lib/errors';
import { useMessages } from '@/lib/i18n';
import type { ScreenGroup } from '@/types/api';

import { useDeleteScreenGroup } from '../api/delete-screen-group';
import { screenChoicesQuery } from '../api/get-screen-choices';
import { screenGroupsQuery } from '../api/get-screen-groups';
import { GroupFormModal } from '../components/group-form-modal';
import { GroupsTable } from '../components/groups-table';
import { messages } from '../messages';

/** pages/screen-groups — a Client's named groups of its screens: add, edit (name and screens), delete. */
export default function ScreenGroupsRoute() {
  const t = useMessages(messages);
  const groups = useQuery(screenGroupsQuery());
  const screens = useQuery(screenChoicesQuery());
  const remove = useDeleteScreenGroup();
  const [editing, setEditing] = useState<ScreenGroup | 'new' | null>(null);
  const removal = useConfirmedAction<ScreenGroup>((item) => remove.mutateAsync(item.id), t.removed, t.removeFailed);


  return (
    <>
      <PageHeader title={t.title} description={t.description} actions={<Button onClick={() => setEditing('new')}>{t.addGroup}</Button>} />
      <p className="mb-4 text-sm">
        <Link to="/dashboard/pages/screens" className="text-brand-600 underline underline-offset-2">
          {t.backToScreens}
        </Link>
      </p>
      <QueryState query={combineQueries(groups, screens)} loadingLabel={t.loading} errorMessage={(error) => failureMessage(error, t.loadFailed)}>
        {([page, choices]) =>
          page.items.length === 0 ? (
            <EmptyState>{t.empty}</EmptyState>
          ) : (
            <GroupsTable groups={page.items} screens={choices} onEdit={setEditing} onRemove={removal.ask} />
          )
        }
      </QueryState>
      <GroupFormModal group={editing} screens={screens.data ?? []} onClose={() => setEditing(null)} />
      <ConfirmModal
        {...removal.modal}
        title={t.removeGroup}
        description={removal.pending ? t.confirmRemove(removal.pending.name) : undefined}
        confirmLabel={t.remove}
        danger
      />
    </>
  );
}
