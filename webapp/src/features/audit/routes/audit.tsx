import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { EmptyState, PageHeader } from '@/components/page';
import { PagedList } from '@/components/paged-list';
import { failureMessage } from '@/lib/errors';
import { everyUserQuery } from '@/lib/users';

import { auditLogQuery, NO_FILTERS, type AuditFilters as Filters } from '../api/get-audit-log';
import { AUDIT_MESSAGES } from '../api/messages';
import { AuditFilters } from '../components/audit-filters';
import { AuditTable } from '../components/audit-table';


function AuditEntries({ filters }: { filters: Filters }) {
  const logs = useInfiniteQuery(auditLogQuery(filters));
  const users = useQuery(everyUserQuery());
  const byId = new Map((users.data ?? []).map((user) => [user.id, user]));
  const filtered = Object.values(filters).some(Boolean);
  return (
    <PagedList
      query={logs}
      loadingLabel="Loading the audit log"
      errorMessage={(error) => failureMessage(error, AUDIT_MESSAGES.loadFailed)}
      empty={filtered ? AUDIT_MESSAGES.noMatch : AUDIT_MESSAGES.empty}
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
  return (
    <>
      <PageHeader title="Audit log" description="Sign-ins and account changes, newest first." />
      <AuditFilters value={filters} users={users.data ?? []} onChange={setFilters} />
      {badRange ? (
        <div role="alert">
          <EmptyState>{AUDIT_MESSAGES.badRange}</EmptyState>
        </div>
      ) : (
        <AuditEntries filters={filters} />
      )}
    </>
  );
}
