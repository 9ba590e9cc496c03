import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Cache updates after a write: the list on screen takes the server's answer at once, and is
 * marked stale so the next visit fetches it again.
 */
export function replaceInList<T extends { id: string }>(client: QueryClient, key: QueryKey, item: T) {
  client.setQueryData<T[]>(key, (current) => current?.map((entry) => (entry.id === item.id ? item : entry)));
}

export function removeFromList<T extends { id: string }>(client: QueryClient, key: QueryKey, id: string) {
  client.setQueryData<T[]>(key, (current) => current?.filter((entry) => entry.id !== id));
}

export function prependToList<T extends { id: string }>(client: QueryClient, key: QueryKey, item: T) {
  client.setQueryData<T[]>(key, (current) => (current ? [item, ...current.filter((entry) => entry.id !== item.id)] : current));
}

/** Marks these keys stale: queries on screen refetch, the others refetch when next used. */
export async function invalidate(client: QueryClient, ...keys: QueryKey[]) {
  await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}

/** Marks a list stale without refetching it now (it was just updated from the server's answer). */
export async function markStale(client: QueryClient, ...keys: QueryKey[]) {
  await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey, refetchType: 'none' })));
}
