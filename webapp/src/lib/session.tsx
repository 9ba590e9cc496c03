import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';

import type { Client, Licence, Role, Session, User } from '@/types/api';

import { api, isApiError } from './api-client';

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

export function hasRole(user: User | null, roles: readonly Role[]): boolean {
  return user !== null && roles.includes(user.role);
}

interface State {
  status: SessionStatus;
  session: Session | null;
}

export function SessionProvider({ children, initial }: { children: ReactNode; initial?: Session | null }) {
  const [state, setState] = useState<State>(() =>
    initial === undefined ? { status: 'loading', session: null } : initial ? { status: 'authenticated', session: initial } : { status: 'anonymous', session: null },
  );

  const refresh = useCallback(async () => {
    try {
      const session = await fetchMe();
      setState({ status: 'authenticated', session });
    } catch (error) {
      if (isApiError(error) && error.code !== 'unauthenticated') console.warn('Could not load the session', error);
      setState({ status: 'anonymous', session: null });
    }
  }, []);

  useEffect(() => {
    if (initial !== undefined) return undefined;
    const controller = new AbortController();
    fetchMe(controller.signal).then(
      (session) => setState({ status: 'authenticated', session }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'anonymous', session: null });
      },
    );
    return () => controller.abort();
  }, [initial]);

  const setSession = useCallback((session: Session) => setState({ status: 'authenticated', session }), []);
  const clearSession = useCallback(() => setState({ status: 'anonymous', session: null }), []);
  const setClient = useCallback(
    (client: Client) =>
      setState((current) =>
        current.session ? { ...current, session: { ...current.session, client, profileComplete: true } } : current,
      ),
    [],
  );

  const value = useMemo<SessionContextValue>(() => {
    const session = state.session;
    const user = session?.user ?? null;
    return {
      status: state.status,
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
  }, [state, setSession, setClient, clearSession, refresh]);

  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionContextValue {
  const value = use(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
