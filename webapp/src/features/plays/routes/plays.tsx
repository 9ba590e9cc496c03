import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

import { buttonClasses, ButtonLink } from '@/components/button';
import { EmptyState, PageHeader } from '@/components/page';
import { QueryState } from '@/components/query-state';
import { failureMessage } from '@/lib/errors';
import { useMessages } from '@/lib/i18n';
import { useSession } from '@/lib/session';

import { browserTimeZone, dayBefore, playsCsvUrl, playsQuery, type PlaysAsked } from '../api/get-plays';
import { PlaysFilters } from '../components/plays-filters';
import { PlaysTables } from '../components/plays-tables';
import { messages } from '../messages';

function Report({ asked }: { asked: PlaysAsked }) {
  const report = useQuery(playsQuery(asked));
  const t = useMessages(messages);
  return (
    <QueryState query={report} loadingLabel={t.loading} errorMessage={(error) => failureMessage(error, t.loadFailed)}>
      {(found) => (found.total === 0 && found.dropped.length === 0 ? <EmptyState>{t.none}</EmptyState> : <PlaysTables report={found} />)}
    </QueryState>
  );
}

/** pages/plays — a Client's Plays report (the last 7 days first) and its CSV; staff name the client (`?clientId=`). */
export default function PlaysRoute() {
  const { isStaff } = useSession();
  const clientId = useSearchParams()[0].get('clientId');
  const state: unknown = useLocation().state;
  const business = typeof state === 'object' && state !== null && 'businessName' in state ? String(state.businessName) : null;
  const [asked, setAsked] = useState<PlaysAsked>(() => ({ from: dayBefore(6), to: dayBefore(0), tz: browserTimeZone(), clientId }));
  const t = useMessages(messages);
  const badRange = !asked.from || !asked.to || asked.from > asked.to;
  const download = badRange ? null : (
    <a href={playsCsvUrl({ ...asked, clientId })} download className={buttonClasses('secondary')}>
      {t.download}
    </a>
  );
  if (isStaff && !clientId) {
    return (
      <>
        <PageHeader title={t.title} actions={<ButtonLink to="/dashboard/pages/clients" variant="secondary">{t.manageClients}</ButtonLink>} />
        <EmptyState>{t.chooseClient}</EmptyState>
      </>
    );
  }
  return (
    <>
      <PageHeader title={business ? t.playsOf(business) : t.title} description={t.description} actions={download} />
      <PlaysFilters value={asked} onChange={setAsked} />
      {badRange ? (
        <div role="alert">
          <EmptyState>{t.badRange}</EmptyState>
        </div>
      ) : (
        <Report asked={{ ...asked, clientId }} />
      )}
    </>
  );
}
