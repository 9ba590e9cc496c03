import type { ReactNode } from 'react';

import { retryHelps } from '@/lib/errors';
import { useSpecMessage } from '@/lib/spec-messages';
import { useMessages } from '@/lib/i18n';

import { Button } from './button';
import { EmptyState } from './page';
import { PageSpinner, Spinner } from './spinner';
import { messages } from './messages';

/** What QueryState needs of a TanStack Query result (useQuery's, or several combined). */
export interface QueryLike<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  refetch: () => unknown;
}

/** The one "could not load" panel: the message (an alert) and, when given `onRetry`, a way to try again. */
export function LoadFailed({ message: english, onRetry, compact = false }: { message: string; onRetry?: (() => unknown) | undefined; compact?: boolean }) {
  const message = useSpecMessage()(english);
  const t = useMessages(messages);
  return (
    <div role="alert" className={compact ? 'flex flex-col items-start gap-2' : 'flex flex-col items-center gap-3'}>
      {compact ? <p className="text-sm text-red-700">{message}</p> : <EmptyState>{message}</EmptyState>}
      {onRetry ? (
        <Button variant="secondary" size={compact ? 'sm' : 'md'} onClick={() => void onRetry()}>
          {t.tryAgain}
        </Button>
      ) : null}
    </div>
  );
}

interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** The spinner's accessible name while loading. */
  loadingLabel: string;
  /** The message when loading failed: a text, or made from the error. */
  errorMessage: string | ((error: unknown) => string);
  /** A small spinner and message, for a panel inside a page. */
  compact?: boolean;
  children: (data: T) => ReactNode;
}

/**
 * The loading and error states of a query, the same on every screen: a spinner while the first
 * answer is awaited, the error with 'Try again' (which refetches) when a retry can help (network
 * failure, 5xx; not a 400/403/404 that the same request meets again), else the children with the data.
 * Data already on screen stays while it is refetched.
 */
export function QueryState<T>({ query, loadingLabel, errorMessage, compact = false, children }: QueryStateProps<T>) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isPending && !query.error) return compact ? <Spinner label={loadingLabel} /> : <PageSpinner label={loadingLabel} />;
  const message = typeof errorMessage === 'function' ? errorMessage(query.error) : errorMessage;
  return <LoadFailed message={message} onRetry={retryHelps(query.error) ? query.refetch : undefined} compact={compact} />;
}

/** Several queries as one: pending until all have data, failed when any failed; retry refetches the failed. */
export function combineQueries<T extends readonly QueryLike<unknown>[]>(
  ...queries: T
): QueryLike<{ [K in keyof T]: T[K] extends QueryLike<infer D> ? D : never }> {
  const failed = queries.find((query) => query.error && query.data === undefined);
  const ready = queries.every((query) => query.data !== undefined);
  return {
    data: ready ? (queries.map((query) => query.data) as { [K in keyof T]: T[K] extends QueryLike<infer D> ? D : never }) : undefined,
    error: failed?.error ?? null,
    isPending: !ready && !failed,
    refetch: () => Promise.all(queries.filter((query) => query.error).map((query) => query.refetch())),
  };
}
