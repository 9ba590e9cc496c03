import { useId, useState, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';

import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n';
import { useSession } from '@/lib/session';

import { messages } from '../messages';

interface MenuItem {
  label: string;
  to: string;
  icon: ReactNode;
  end?: boolean;
}

const itemClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-white',
    isActive ? 'bg-white/15 text-white' : 'text-slate-200 hover:bg-white/10 hover:text-white',
  );

function Icon({ path }: { path: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 shrink-0" fill="none" stroke="currentColor" strokeWidth={1.8}>
      <path strokeLinecap="round" strokeLinejoin="round" d={path} />
    </svg>
  );
}

const ICONS = {
  dashboard: 'M3 12l9-8 9 8M5 10v10h5v-6h4v6h5V10',
  medias: 'M4 5h16v14H4zM4 15l4-4 4 4 3-3 5 5',
  playlist: 'M4 6h12M4 12h12M4 18h8M18 14v6l4-3z',
  payments: 'M3 7h18v10H3zM3 11h18M7 15h3',
  screens: 'M3 5h18v11H3zM8 20h8M12 16v4',
  plays: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  users: 'M16 19v-1a4 4 0 00-4-4H6a4 4 0 00-4 4v1M9 10a3 3 0 100-6 3 3 0 000 6M22 19v-1a4 4 0 00-3-3.9M16 4.1a3 3 0 010 5.8',
  clients: 'M4 21V5a2 2 0 012-2h8a2 2 0 012 2v16M16 9h2a2 2 0 012 2v10M8 7h4M8 11h4M8 15h4',
  settings: 'M12 15a3 3 0 100-6 3 3 0 000 6zM19.4 15a1.7 1.7 0 00.3 1.8l.1.1a2 2 0 11-2.8 2.8l-.1-.1a1.7 1.7 0 00-2.9 1.2V21a2 2 0 11-4 0v-.1a1.7 1.7 0 00-2.9-1.2l-.1.1a2 2 0 11-2.8-2.8l.1-.1A1.7 1.7 0 003 15H3a2 2 0 110-4h.1a1.7 1.7 0 001.2-2.9l-.1-.1a2 2 0 112.8-2.8l.1.1A1.7 1.7 0 009 4.1V4a2 2 0 114 0v.1a1.7 1.7 0 002.9 1.2l.1-.1a2 2 0 112.8 2.8l-.1.1a1.7 1.7 0 001.2 2.9H21a2 2 0 110 4h-.1a1.7 1.7 0 00-1.5 1z',
  schedule: 'M4 5h16v16H4zM4 10h16M9 3v4M15 3v4M12 13v3l2 2',
  emergency: 'M12 3l10 18H2zM12 10v5M12 18h.01',
  audit: 'M9 5h10M9 12h10M9 19h10M4 5h.01M4 12h.01M4 19h.01',
  logoff: 'M15 17l5-5-5-5M20 12H9M12 21H5a2 2 0 01-2-2V5a2 2 0 012-2h7',
} as const;

/**
 * The side menu. Items follow what the server lets each role do: Medias, Playlist and Screens
 * and Schedule are a Client's own; Users, Clients and Audit log are staff screens; Emergency is everybody's
 * (beside Screens for a Client, beside Clients for staff); Settings → Business is the signed-in
 * client's business profile.
 */
export function SideMenu({ onNavigate, onLogoff }: { onNavigate: () => void; onLogoff: () => void }) {
  const { user, client, isStaff } = useSession();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const settingsId = useId();
  const isClient = user?.role === 'Client';
  const t = useMessages(messages);

  const items: MenuItem[] = [
    { label: t.dashboard, to: '/dashboard', icon: <Icon path={ICONS.dashboard} />, end: true },
    ...(isClient
      ? [
          { label: t.medias, to: '/dashboard/pages/medias', icon: <Icon path={ICONS.medias} /> },
          { label: t.playlist, to: '/dashboard/pages/playlist', icon: <Icon path={ICONS.playlist} /> },
          { label: t.screens, to: '/dashboard/pages/screens', icon: <Icon path={ICONS.screens} /> },
          { label: t.schedule, to: '/dashboard/schedule', icon: <Icon path={ICONS.schedule} /> },
          { label: t.emergency, to: '/dashboard/pages/emergency', icon: <Icon path={ICONS.emergency} /> },
          { label: t.plays, to: '/dashboard/pages/plays', icon: <Icon path={ICONS.plays} /> },
        ]
      : []),
    { label: t.payments, to: '/dashboard/pages/payments', icon: <Icon path={ICONS.payments} /> },
    ...(isStaff
      ? [
          { label: t.users, to: '/dashboard/pages/users', icon: <Icon path={ICONS.users} /> },
          { label: t.clients, to: '/dashboard/pages/clients', icon: <Icon path={ICONS.clients} /> },
          { label: t.emergency, to: '/dashboard/pages/emergency', icon: <Icon path={ICONS.emergency} /> },
          { label: t.auditLog, to: '/dashboard/pages/audit', icon: <Icon path={ICONS.audit} /> },
        ]
      : []),
  ];

  return (
    <nav aria-label={t.mainMenu} className="flex min-h-0 flex-1 flex-col gap-1 overflow-y-auto p-3">
      <ul className="flex flex-col gap-1">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end} className={itemClasses} onClick={onNavigate}>
              {item.icon}
              {item.label}
            </NavLink>
          </li>
        ))}
        <li>
          <button
            type="button"
            aria-expanded={settingsOpen}
            aria-controls={settingsId}
            onClick={() => setSettingsOpen((open) => !open)}
            className="flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm font-medium text-slate-200 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
          >
            <Icon path={ICONS.settings} />
            <span className="flex-1">{t.settings}</span>
            <span aria-hidden="true" className={cn('transition-transform', settingsOpen && 'rotate-90')}>
              ›
            </span>
          </button>
          <ul id={settingsId} hidden={!settingsOpen} className="mt-1 ml-8 flex flex-col gap-1">
            {user ? (
              <li>
                <NavLink to={`/dashboard/pages/edit/${user.id}`} className={itemClasses} onClick={onNavigate}>
                  {t.user}
                </NavLink>
              </li>
            ) : null}
            <li>
              <NavLink to="/dashboard/pages/security" className={itemClasses} onClick={onNavigate}>
                {t.security}
              </NavLink>
            </li>
            {isClient && client ? (
              <li>
                <NavLink to={`/dashboard/pages/editclient/${client.id}`} className={itemClasses} onClick={onNavigate}>
                  {t.business}
                </NavLink>
              </li>
            ) : null}
          </ul>
        </li>
      </ul>
      <div className="mt-auto border-t border-white/10 pt-3">
        <button
          type="button"
          onClick={onLogoff}
          className="flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm font-medium text-slate-200 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
        >
          <Icon path={ICONS.logoff} />
          {t.logOff}
        </button>
      </div>
    </nav>
  );
}
