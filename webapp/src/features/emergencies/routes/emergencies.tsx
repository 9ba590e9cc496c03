import { useQuery } from '@tanstack/react-query';

import { Card, PageHeader } from '@/components/page';
import { QueryState } from '@/components/query-state';
import { failureMessage } from '@/lib/errors';
import { useMessages } from '@/lib/i18n';
import { useSession } from '@/lib/session';

import { emergenciesQuery } from '../api/get-emergencies';
import { EmergencyList } from '../components/emergency-list';
import { SendForm } from '../components/send-form';
import { messages } from '../messages';

/** pages/emergency — send a message every screen shows full-screen until its end; follow and end it. */
export default function EmergenciesRoute() {
  const { isStaff } = useSession();
  const t = useMessages(messages);
  const list = useQuery(emergenciesQuery(null));
  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <h2 className="mb-4 text-lg font-semibold text-slate-900">{t.newMessage}</h2>
          <SendForm staff={isStaff} />
        </Card>
        <section aria-labelledby="emergency-list">
          <h2 id="emergency-list" className="mb-4 text-lg font-semibold text-slate-900">
            {t.messages}
          </h2>
          <QueryState query={list} loadingLabel={t.loading} errorMessage={(error) => failureMessage(error, t.loadFailed)}>
            {(page) => <EmergencyList items={page.items} staff={isStaff} labelledBy="emergency-list" />}
          </QueryState>
        </section>
      </div>
    </>
  );
}
