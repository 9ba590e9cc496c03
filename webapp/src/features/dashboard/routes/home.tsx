import { useQuery } from '@tanstack/react-query';

import { ButtonLink } from '@/components/button';
import { PageHeader } from '@/components/page';
import { QueryState } from '@/components/query-state';
import { ScreensNotice } from '@/components/screens-notice';
import { useSession } from '@/lib/session';
import type { DashboardStats } from '@/types/api';
import { useMessages } from '@/lib/i18n';

import { dashboardQuery } from '../api/get-dashboard';
import { staffOverviewQuery, type StaffOverview } from '../api/get-staff-overview';
import { FirstRunChecklist } from '../components/first-run-checklist';
import { LicenceCard } from '../components/licence-card';
import { StatCard } from '../components/stat-card';
import { messages } from '../messages';

function ClientHome() {
  const dashboard = useQuery(dashboardQuery());
  const t = useMessages(messages);
  return (
    <>
      <ScreensNotice />
      <QueryState query={dashboard} loadingLabel={t.loading} errorMessage={t.loadFailed}>
        {(data) => <ClientStats data={data} />}
      </QueryState>
    </>
  );
}

function ClientStats({ data }: { data: DashboardStats }) {
  const { image, video, youtube } = data.mediaByType;
  const t = useMessages(messages);
  return (
    <div className="flex flex-col gap-6">
      <FirstRunChecklist steps={data.firstRun} />
      <section aria-labelledby="media-title">
        <h2 id="media-title" className="mb-3 text-lg font-semibold">
          {t.mediasByType}
        </h2>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <StatCard label={t.images} value={image} />
          <StatCard label={t.videos} value={video} />
          <StatCard label={t.youtube} value={youtube} />
        </div>
      </section>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <section aria-labelledby="month-title">
          <h2 id="month-title" className="mb-3 text-lg font-semibold">
            {t.newThisMonth}
          </h2>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <StatCard label={t.newMedias} value={data.newMediasThisMonth} />
            <StatCard label={t.newPlaylists} value={data.newPlaylistsThisMonth} />
          </div>
        </section>
        <LicenceCard licence={data.licence} />
      </div>
    </div>
  );
}

function StaffHome() {
  const overview = useQuery(staffOverviewQuery());
  const t = useMessages(messages);
  return (
    <QueryState query={overview} loadingLabel={t.loading} errorMessage={t.loadFailed}>
      {(data) => <StaffStats data={data} />}
    </QueryState>
  );
}

function StaffStats({ data }: { data: StaffOverview }) {
  const t = useMessages(messages);
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <StatCard label={t.users} value={data.users} hint={t.active(data.activeUsers)} action={<ManageLink to="/dashboard/pages/users">{t.manageUsers}</ManageLink>} />
      <StatCard
        label={t.clients}
        value={data.clients}
        hint={t.active(data.activeClients)}
        action={<ManageLink to="/dashboard/pages/clients">{t.manageClients}</ManageLink>}
      />
    </div>
  );
}

function ManageLink({ to, children }: { to: string; children: string }) {
  return (
    <ButtonLink to={to} variant="secondary" size="sm">
      {children}
    </ButtonLink>
  );
}

/** /dashboard: a Client's statistics and licence; staff get user and client counts. */
export default function HomeRoute() {
  const { user, isStaff } = useSession();
  const t = useMessages(messages);
  return (
    <>
      <PageHeader title={t.title} description={user ? t.welcome(user.name) : undefined} />
      {isStaff ? <StaffHome /> : <ClientHome />}
    </>
  );
}
