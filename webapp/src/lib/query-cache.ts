import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';

import type { Page } from './pages';

/**
 * Cache updates after a write: the lists on screen take the server's answer at once, and are
 * marked stale so the next visit fetches them again. A list is a plain array or the pages of an
 * infinite query (`InfiniteData<Page<T>>`); a key is a prefix, so every search of a list (its
 * `q` is part of its key) is updated. Other data under the prefix is left alone.
 */
type Items<T> = (items: T[], pageIndex: number) => T[];

function isPaged<T>(data: unknown): data is InfiniteData<Page<T>> {
  return typeof data === 'object' && data !== null && Array.isArray((data as { pages?: unknown }).pages);
}

function changeItems<T>(data: unknown, change: Items<T>): unknown {
  if (Array.isArray(data)) return change(data as T[], 0);
  if (!isPaged<T>(data)) return data;
  return { ...data, pages: data.pages.map((page, index) => ({ ...page, items: change(page.items, index) })) };
}

function updateLists<T>(client: QueryClient, key: QueryKey, change: Items<T>, exact = false) {
  client.setQueriesData({ queryKey: key, exact }, (data: unknown) => changeItems(data, change));
}

export function replaceInList<T extends { id: string }>(client: QueryClient, key: QueryKey, item: T) {
  updateLists<T>(client, key, (items) => items.map((entry) => (entry.id === item.id ? item : entry)));
}

export function removeFromList<T extends { id: string }>(client: QueryClient, key: QueryKey, id: string) {
  updateLists<T>(client, key, (items) => items.filter((entry) => entry.id !== id));
}

/** Puts a new item first in the one list of this exact key (the unsearched list: a search may not match it). */
export function prependToList<T extends { id: string }>(client: QueryClient, key: QueryKey, item: T) {
  updateLists<T>(client, key, (items, page) => (page === 0 ? [item, ...items.filter((entry) => entry.id !== item.id)] : items.filter((entry) => entry.id !== item.id)), true);
}

/** Marks these keys stale: queries on screen refetch, the others refetch when next used. */
export async function invalidate(client: QueryClient, ...keys: QueryKey[]) {
  await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}

/** Marks a list stale without refetching it now (it was just updated from the server's answer). */
export async function markStale(client: QueryClient, ...keys: QueryKey[]) {
  await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey, refetchType: 'none' })));
}
