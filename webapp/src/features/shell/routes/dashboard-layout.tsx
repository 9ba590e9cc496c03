import { useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';

import { Button } from '@/components/button';
import { LanguageSelect } from '@/components/language-select';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n';
import { useLogoff } from '@/lib/logoff';
import { useSession } from '@/lib/session';

import { SideMenu } from '../components/side-menu';
import { messages } from '../messages';

const MENU_ID = 'side-menu';

/** The client shell: side menu, top bar (name, email, LogOff), mobile menu toggle, the page. */
export default function DashboardLayout() {
  const { user } = useSession();
  const logoff = useLogoff();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const t = useMessages(messages);
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    setMenuOpen(false);
  }

  return (
    <div className="min-h-screen bg-slate-50 md:flex">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        {t.skipToContent}
      </a>
      <aside
        id={MENU_ID}
        className={cn(
          'fixed inset-y-0 left-0 z-40 flex w-64 flex-col bg-slate-900 pt-16 transition-transform duration-300 md:sticky md:top-0 md:h-screen md:translate-x-0 md:pt-0',
          menuOpen ? 'translate-x-0' : '-translate-x-full max-md:invisible',
        )}
      >
        <div className="hidden h-16 items-center px-6 text-lg font-semibold text-white md:flex">{t.portal}</div>
        <SideMenu onNavigate={() => setMenuOpen(false)} onLogoff={() => void logoff()} />
      </aside>
      {menuOpen ? (
        <div aria-hidden="true" className="fixed inset-0 z-30 bg-slate-900/40 md:hidden" onClick={() => setMenuOpen(false)} />
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-50 flex h-16 items-center gap-3 border-b border-slate-200 bg-white px-3 sm:px-6 md:z-20">
          <button
            type="button"
            aria-expanded={menuOpen}
            aria-controls={MENU_ID}
            aria-label={menuOpen ? t.closeMenu : t.openMenu}
            onClick={() => setMenuOpen((open) => !open)}
            className="inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 md:hidden"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth={2}>
              {menuOpen ? <path strokeLinecap="round" d="M6 6l12 12M18 6L6 18" /> : <path strokeLinecap="round" d="M4 6h16M4 12h16M4 18h16" />}
            </svg>
          </button>
          <div className="min-w-0 flex-1 text-right sm:text-left">
            <p className="truncate text-sm font-semibold text-slate-900">{user?.name}</p>
            <p className="truncate text-xs text-slate-600">{user?.email}</p>
          </div>
          <LanguageSelect stacked />
          <Button variant="secondary" size="sm" onClick={() => void logoff()}>
            {t.logOff}
          </Button>
        </header>
        <main id="main" className="mx-auto w-full max-w-6xl flex-1 p-3 sm:p-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
