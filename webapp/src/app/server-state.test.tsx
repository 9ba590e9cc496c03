import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { useSession, type SessionContextValue } from '@/lib/session';
import { clientSession, staffSession } from '@/testing/fixtures';
import { sessionHandlers } from '@/testing/handlers';
import { requests, server } from '@/testing/server';

import { AppProviders } from './providers';
import { ServerState } from './server-state';

const KEY = ['cached-answer'];

/** Renders server state under a signed-in Client; the probe shows what the cache holds. */
function renderServerState() {
  const seen: { session?: SessionContextValue; client?: QueryClient } = {};
  function Probe() {
    seen.session = useSession();
    seen.client = useQueryClient();
    const { data } = useQuery<string>({ queryKey: KEY, queryFn: () => 'fetched', enabled: false });
    return <p>cached: {data ?? 'nothing'}</p>;
  }
  render(
    <AppProviders session={clientSession()}>
      <ServerState>
        <Probe />
      </ServerState>
    </AppProviders>,
  );
  const cache = (value: string) => act(() => seen.client!.setQueryData(KEY, value));
  return { seen, cache };
}

describe('ServerState', () => {
  it('drops every cached answer when a different person signs in or out', async () => {
    const { seen, cache } = renderServerState();
    cache('the first person’s data');
    expect(await screen.findByText('cached: the first person’s data')).toBeInTheDocument();
    act(() => seen.session!.setSession(staffSession()));
    expect(screen.getByText('cached: nothing')).toBeInTheDocument();
    cache('the staff member’s data');
    expect(await screen.findByText('cached: the staff member’s data')).toBeInTheDocument();
    act(() => seen.session!.clearSession());
    expect(screen.getByText('cached: nothing')).toBeInTheDocument();
  });

  it('keeps cached answers when the same session is read again', async () => {
    server.use(sessionHandlers.me(clientSession()));
    const { seen, cache } = renderServerState();
    cache('kept');
    expect(await screen.findByText('cached: kept')).toBeInTheDocument();
    await act(() => seen.session!.refresh());
    expect(requests.calls('GET', '/api/auth/session')).toHaveLength(1);
    expect(screen.getByText('cached: kept')).toBeInTheDocument();
  });
});
