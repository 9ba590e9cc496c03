import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { queryKeys } from '@/lib/query-keys';
import { makeClient } from '@/testing/fixtures';

import { clientSaved } from './update-client';

describe('clientSaved', () => {
  it('marks the dashboard stale, so its profile and logo steps are read again when next shown', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.dashboard, { firstRun: { logo: false } });
    await clientSaved(queryClient, makeClient({ logoUrl: '/files/clients/logos/x.png' }));
    expect(queryClient.getQueryState(queryKeys.dashboard)?.isInvalidated).toBe(true);
  });
});
