import type { QueryClient } from '@tanstack/react-query';

import { markStale } from '@/lib/query-cache';
import { queryKeys } from '@/lib/query-keys';
import type { Screen, ScreenPage } from '@/types/api';

type Change = (items: Screen[]) => Screen[];

/** Applies a write's answer to the list on screen (the client's own, or the one staff opened
 * by `clientId`), then marks every list stale, and the dashboard (its first-run TV step). */
export async function changeScreens(queryClient: QueryClient, change: Change, clientId: string | null = null) {
  queryClient.setQueryData<ScreenPage>(queryKeys.screens.list(clientId), (page) => (page ? { ...page, items: change(page.items) } : page));
  await markStale(queryClient, queryKeys.screens.all, queryKeys.dashboard, queryKeys.screenGroups.all);
}

export const withScreen = (saved: Screen): Change => (items) =>
  items.some((item) => item.id === saved.id) ? items.map((item) => (item.id === saved.id ? saved : item)) : [...items, saved];

export const withoutScreen = (id: string): Change => (items) => items.filter((item) => item.id !== id);
