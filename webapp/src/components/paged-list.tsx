import type { ReactNode } from 'react';

import { useMessages } from '@/lib/i18n';

import { Button } from './button';
import { EmptyState } from './page';
import { QueryState, type QueryLike } from './query-state';
import { messages } from './messages';

/** What the paged grids need of `useInfiniteQuery(pagedQuery(...))` (lib/pages.ts). */
export interface PagedQueryLike<T> extends QueryLike<T[]> {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  isPlaceholderData: boolean;
  fetchNextPage: () => unknown;
}

/** "Load more": asks the next page, which is appended; absent when the server said there is none. */
export function LoadMore<T>({ query }: { query: PagedQueryLike<T> }) {
  const t = useMessages(messages);
  if (!query.hasNextPage) return null;
  return (
    <div className="mt-4 flex flex-col items-center gap-2">
      {query.isFetchNextPageError ? (
        <p role="alert" className="text-sm text-red-700">
          {t.moreFailed}
        </p>
      ) : null}
      <Button variant="secondary" isLoading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
        {t.loadMore}
      </Button>
    </div>
  );
}

interface PagedListProps<T> {
  query: PagedQueryLike<T>;
  loadingLabel: string;
  errorMessage: string | ((error: unknown) => string);
  /** Shown when the list is empty and nothing is searched. */
  empty: ReactNode;
  /** The search text: an empty answer then says that nothing matches it. */
  search?: string;
  compact?: boolean;
  children: (items: T[]) => ReactNode;
}

/**
 * A paged grid's states, the same on every screen: QueryState's spinner and error, the empty
 * message (or "nothing matches" for a search), the items, and Load more under them. While a new
 * search is asked, the previous items stay, marked busy.
 */
export function PagedList<T>({ query, loadingLabel, errorMessage, empty, search = '', compact, children }: PagedListProps<T>) {
  const t = useMessages(messages);
  return (
    <QueryState query={query} loadingLabel={loadingLabel} errorMessage={errorMessage} compact={compact}>
      {(items) => (
        <div aria-busy={query.isPlaceholderData || undefined}>
          {items.length === 0 ? <EmptyState>{search ? t.nothingMatches(search) : empty}</EmptyState> : children(items)}
          <LoadMore query={query} />
        </div>
      )}
    </QueryState>
  );
}
