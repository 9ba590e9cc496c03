import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

import { ErrorBoundary } from '@/components/error-boundary';
import { ToastProvider } from '@/components/toasts';
import { isApiError } from '@/lib/api-client';
import { SessionProvider } from '@/lib/session';
import type { Session } from '@/types/api';

const IN_TESTS = import.meta.env.MODE === 'test';

/**
 * The app's one QueryClient (server state). A refused request (4xx: not found, forbidden,
 * licence expired…) is not retried; a server or network failure is retried once. Tests fail
 * at once and never refetch because a window got focus.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => !IN_TESTS && failures < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: !IN_TESTS,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}

/** Everything above the router: the error boundary, server state, toasts and the session. */
export function AppProviders({ children, session }: { children: ReactNode; session?: Session | null }) {
  // One client per app (per render in tests, so no test sees another's cache).
  const [queryClient] = useState(createQueryClient);
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <SessionProvider initial={session}>{children}</SessionProvider>
        </ToastProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
