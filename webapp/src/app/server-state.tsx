import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';

import { isApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';

const IN_TESTS = import.meta.env.MODE === 'test';

/**
 * A QueryClient (server state). A refused request (4xx: not found, forbidden, licence
 * expired…) is not retried; a server or network failure is retried once. Tests fail at once
 * and never refetch because a window got focus.
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

function ClientScope({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/**
 * Server state for the screens under it (the dashboard; a layout route, or a wrapper in
 * component tests): one QueryClient per session generation, so signing in or out drops every
 * cached answer. A lazily loaded chunk: the login screen never loads the query library.
 */
export function ServerState({ children }: { children?: ReactNode }) {
  const { generation } = useSession();
  return <ClientScope key={generation}>{children ?? <Outlet />}</ClientScope>;
}
