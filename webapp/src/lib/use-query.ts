import { useCallback, useEffect, useEffectEvent, useState } from 'react';

/**
 * A tiny data-loading hook for API modules: `useQuery(key, fetcher)`.
 *
 * - `key` identifies what is loaded (change it to load something else; `null` = load nothing);
 * - the fetcher gets an AbortSignal, and a stale answer never overwrites a newer one;
 * - `reload()` fetches again, keeping the current data on screen meanwhile;
 * - `setData()` updates the cached value after a successful mutation (no refetch needed).
 */
export interface QueryResult<T> {
  data: T | undefined;
  error: unknown;
  isLoading: boolean;
  reload: () => void;
  setData: (update: (current: T | undefined) => T | undefined) => void;
}

interface Settled<T> {
  key: string;
  version: number;
  data?: T;
  error?: unknown;
}

export function useQuery<T>(key: string | null, fetcher: (signal: AbortSignal) => Promise<T>): QueryResult<T> {
  const [version, setVersion] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const load = useEffectEvent((signal: AbortSignal) => fetcher(signal));

  useEffect(() => {
    if (key === null) return undefined;
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ key, version, data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled({ key, version, error });
      },
    );
    return () => controller.abort();
  }, [key, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const setData = useCallback(
    (update: (current: T | undefined) => T | undefined) =>
      setSettled((current) => (current ? { ...current, data: update(current.data), error: undefined } : current)),
    [],
  );

  const sameKey = settled !== null && settled.key === key;
  return {
    data: sameKey ? settled.data : undefined,
    error: sameKey && settled.version === version ? settled.error : undefined,
    isLoading: key !== null && !(sameKey && settled.version === version),
    reload,
    setData,
  };
}
