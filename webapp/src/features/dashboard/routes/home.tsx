import { useQuery } from '@tanstack/react-query';

import { ButtonLink } from '@/components/button';
import { PageHeader } from '@/components/page';
import { QueryState } from '@/components/query-state';
import { useSession } from '@/lib/session';
import type { DashboardStats } from '@/types/api';

import { dashboardQuery } from '../api/get-dashboard';
import { staffOverviewQuery, type StaffOverview } from '../api/get-staff-overview';
import { LicenceCard } from '../components/licence-card';
import { StatCard } from '../components/stat-card';

export const DASHBOARD_LOAD_FAILED = 'Could not load the dashboard statistics.';

function ClientHome() {
  const dashboard = useQuery(dashboardQuery());
  return (
    <QueryState query={dashboard} loadingLabel="Loading statistics" errorMessage={DASHBOARD_LOAD_FAILED}>
      {(data) => <ClientStats data={data} />}
    </QueryState>
  );
}

function ClientStats({ data }: { data: DashboardStats }) {
  const { image, video, youtube } = data.mediaByType;
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="media-title">
        <h2 id="media-title" className="mb-3 text-lg font-semibold">
          Medias by type
        </h2>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <StatCard label="Images" value={image} />
          <StatCard label="Videos" value={video} />
          <StatCard label="YouTube" value={youtube} />
        </div>
      </section>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <section aria-labelledby="month-title">
          <h2 id="month-title" className="mb-3 text-lg font-semibold">
            New this month
          </h2>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <StatCard label="New medias" value={data.newMediasThisMonth} />
            <StatCard label="New playlists" value={data.newPlaylistsThisMonth} />
          </div>
        </section>
        <LicenceCard licence={data.licence} />
      </div>
    </div>
  );
}

function StaffHome() {
  const overview = useQuery(staffOverviewQuery());
  return (
    <QueryState query={overview} loadingLabel="Loading statistics" errorMessage={DASHBOARD_LOAD_FAILED}>
      {(data) => <StaffStats data={data} />}
    </QueryState>
  );
}

function StaffStats({ data }: { data: StaffOverview }) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <StatCard label="Users" value={data.users} hint={`${data.activeUsers} active`} action={<ManageLink to="/dashboard/pages/users">Manage Users</ManageLink>} />
      <StatCard
        label="Clients"
        value={data.clients}
        hint={`${data.activeClients} active`}
        action={<ManageLink to="/dashboard/pages/clients">Manage Clients</ManageLink>}
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
  return (
    <>
      <PageHeader title="Dashboard" description={user ? `Welcome, ${user.name}.` : undefined} />
      {isStaff ? <StaffHome /> : <ClientHome />}
    </>
  );
}
