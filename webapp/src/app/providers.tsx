import type { ReactNode } from 'react';

import { ErrorBoundary } from '@/components/error-boundary';
import { ToastProvider } from '@/components/toasts';
import { LanguageProvider } from '@/lib/i18n';
import { SessionProvider } from '@/lib/session';
import { SessionLanguage } from '@/lib/session-language';
import type { Session } from '@/types/api';

/**
 * Everything above the router: the language, the error boundary, toasts and the session. Server state (the
 * query cache) starts below, with the screens that use it (server-state.tsx).
 */
export function AppProviders({ children, session }: { children: ReactNode; session?: Session | null }) {
  return (
    <LanguageProvider>
      <ErrorBoundary>
        <ToastProvider>
          <SessionProvider initial={session}>
            <SessionLanguage />
            {children}
          </SessionProvider>
        </ToastProvider>
      </ErrorBoundary>
    </LanguageProvider>
  );
}
