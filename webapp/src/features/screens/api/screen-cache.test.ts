import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { queryKeys } from '@/lib/query-keys';
import { makeScreen } from '@/testing/fixtures';

import { changeScreens, withScreen } from './screen-cache';

describe('changeScreens', () => {
  it("marks the dashboard stale, so its first-run TV step is read again when next shown", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.dashboard, { firstRun: { screen: false } });
    expect(queryClient.getQueryState(queryKeys.dashboard)?.isInvalidated).toBe(false);
    await changeScreens(queryClient, withScreen(makeScreen()));
    expect(queryClient.getQueryState(queryKeys.dashboard)?.isInvalidated).toBe(true);
  });
});
