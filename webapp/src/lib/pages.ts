import { infiniteQueryOptions, keepPreviousData, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import { z } from 'zod';

import { api, type Query } from './api-client';

/**
 * Paged lists (docs/api.md): every list route answers `{items, nextCursor}`; the next page is
 * asked with `cursor=<nextCursor>` until it is null. `q` searches the list's name; `sort`
 * orders the library lists.
 */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** The orders of the library lists (medias, videos, playlists): `?sort=` (docs/api.md). */
export type SortOrder = 'newest' | 'name';

/** What a screen asks for at once; the server allows 1..200. */
export const PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 200;

/** The page shape; items are checked to be objects with an id (their fields are typed in types/api.ts). */
export function pageSchema<S extends z.ZodType>(item: S) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}

const anyItem = z.looseObject({ id: z.string() });
const anyPage = pageSchema(anyItem);

/** One page of a list route, checked against the page shape. */
export async function getPage<T>(path: string, query: Query, signal?: AbortSignal, schema: z.ZodType = anyPage): Promise<Page<T>> {
  const answer = await api.get<unknown>(path, { query: { limit: PAGE_SIZE, ...query }, signal });
  return schema.parse(answer) as Page<T>;
}

/** Every page of a list (pages of 200), for the few reads that need the whole list (names in a select). */
export async function getAllPages<T>(path: string, query: Query = {}, signal?: AbortSignal): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  do {
    const page: Page<T> = await getPage<T>(path, { ...query, limit: MAX_PAGE_SIZE, cursor }, signal);
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

/** The items of every page loaded so far, in order. */
export function pageItems<T>(data: InfiniteData<Page<T>>): T[] {
  return data.pages.flatMap((page) => page.items);
}

/** What a list fetcher takes besides its filters: the cursor of the page it asks for. */
export type PageFetcher<T> = (cursor: string | null, signal: AbortSignal) => Promise<Page<T>>;

/**
 * The infinite query of a list route: the first page, then one more per `fetchNextPage()` (the
 * "Load more" button). The data is the items loaded so far; a new search keeps the previous
 * answer on screen until its own arrives. The key must hold the search text and the filters.
 */
export function pagedQuery<T>(queryKey: QueryKey, fetchPage: PageFetcher<T>) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: Page<T>) => last.nextCursor,
    select: pageItems<T>,
    placeholderData: keepPreviousData,
  });
}
