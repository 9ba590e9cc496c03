import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { EmptyState, PageHeader } from '@/components/page';
import { PagedList } from '@/components/paged-list';
import { failureMessage } from '@/lib/errors';
import { everyUserQuery } from '@/lib/users';
import { useMessages } from '@/lib/i18n';

import { auditLogQuery, NO_FILTERS, type AuditFilters as Filters } from '../api/get-audit-log';
import { AuditFilters } from '../components/audit-filters';
import { AuditTable } from '../components/audit-table';
import { messages } from '../messages';

function AuditEntries({ filters }: { filters: Filters }) {
  const logs = useInfiniteQuery(auditLogQuery(filters));
  const users = useQuery(everyUserQuery());
  const byId = new Map((users.data ?? []).map((user) => [user.id, user]));
  const filtered = Object.values(filters).some(Boolean);
  const t = useMessages(messages);
  return (
    <PagedList
      query={logs}
      loadingLabel={t.loading}
      errorMessage={(error) => failureMessage(error, t.loadFailed)}
      empty={filtered ? t.noMatch : t.empty}
    >
      {(list) => <AuditTable logs={list} users={byId} />}
    </PagedList>
  );
}

/** pages/audit — the audit log (Supervisor, Admin): who did what and when, filtered and paged. */
export default function AuditRoute() {
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const users = useQuery(everyUserQuery());
  const badRange = Boolean(filters.from && filters.to && filters.from > filters.to);
  const t = useMessages(messages);
  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <AuditFilters value={filters} users={users.data ?? []} onChange={setFilters} />
      {badRange ? (
        <div role="alert">
          <EmptyState>{t.badRange}</EmptyState>
        </div>
      ) : (
        <AuditEntries filters={filters} />
      )}
    </>
  );
}
