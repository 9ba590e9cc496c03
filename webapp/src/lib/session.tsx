import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, use, useCallback, useMemo, type ReactNode } from 'react';

import type { Client, Licence, Role, Session, User } from '@/types/api';

import { api, isApiError } from './api-client';
import { queryKeys } from './query-keys';

/** localStorage key of the current login log entry (spec §7). */
export const CURRENT_LOGIN_LOG_KEY = 'currentLoginLog';

export const STAFF_ROLES: readonly Role[] = ['Supervisor', 'Admin'];
export const ADMIN_ROLES: readonly Role[] = ['Admin'];
export const CLIENT_ROLES: readonly Role[] = ['Client'];
export const ALL_ROLES: readonly Role[] = ['Client', 'Supervisor', 'Admin'];

export type SessionStatus = 'loading' | 'anonymous' | 'authenticated';

export interface SessionContextValue {
  status: SessionStatus;
  session: Session | null;
  user: User | null;
  client: Client | null;
  licence: Licence | null;
  profileComplete: boolean;
  isStaff: boolean;
  isAdmin: boolean;
  /** After a login (or any answer carrying the session). */
  setSession: (session: Session) => void;
  /** Updates the signed-in user's client (after creating or editing it). */
  setClient: (client: Client) => void;
  /** Forget the session locally (after logout or a 401). */
  clearSession: () => void;
  /** Ask the server again (GET /api/auth/me). */
  refresh: () => Promise<void>;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export function fetchMe(signal?: AbortSignal): Promise<Session> {
  return api.get<Session>('/auth/me', { signal });
}

/** GET /api/auth/me as a query: the session, or null when nobody is signed in. */
export const sessionQuery = () =>
  queryOptions({
    queryKey: queryKeys.session,
    queryFn: async ({ signal }): Promise<Session | null> => {
      try {
        return await fetchMe(signal);
      } catch (error) {
        if (isApiError(error) && error.code !== 'unauthenticated') console.warn('Could not load the session', error);
        return null;
      }
    },
    staleTime: Infinity,
    retry: false,
  });

export function hasRole(user: User | null, roles: readonly Role[]): boolean {
  return user !== null && roles.includes(user.role);
}

/**
 * The signed-in session, kept in the query cache (key `session`). Signing in or out drops every
 * other cached answer, so nobody sees the previous person's data.
 */
export function SessionProvider({ children, initial }: { children: ReactNode; initial?: Session | null }) {
  const queryClient = useQueryClient();
  const { data, isPending, refetch } = useQuery({ ...sessionQuery(), ...(initial === undefined ? {} : { initialData: initial }) });

  const replace = useCallback(
    (session: Session | null) => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.session[0] });
      queryClient.setQueryData(queryKeys.session, session);
    },
    [queryClient],
  );
  const setSession = useCallback((session: Session) => replace(session), [replace]);
  const clearSession = useCallback(() => replace(null), [replace]);
  const setClient = useCallback(
    (client: Client) =>
      queryClient.setQueryData<Session | null>(queryKeys.session, (current) => (current ? { ...current, client, profileComplete: true } : current)),
    [queryClient],
  );
  const refresh = useCallback(async () => {
    await refetch();
  }, [refetch]);

  const value = useMemo<SessionContextValue>(() => {
    const session = data ?? null;
    const user = session?.user ?? null;
    return {
      status: isPending ? 'loading' : session ? 'authenticated' : 'anonymous',
      session,
      user,
      client: session?.client ?? null,
      licence: session?.licence ?? null,
      profileComplete: session?.profileComplete ?? false,
      isStaff: hasRole(user, STAFF_ROLES),
      isAdmin: hasRole(user, ADMIN_ROLES),
      setSession,
      setClient,
      clearSession,
      refresh,
    };
  }, [data, isPending, setSession, setClient, clearSession, refresh]);

  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionContextValue {
  const value = use(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
