import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

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
  /**
   * Changes whenever a different person signs in or out (not on a refresh or a profile edit):
   * server state cached for the previous one is dropped with it (app/server-state.tsx).
   */
  generation: number;
  /** After a login (or any answer carrying the session). */
  setSession: (session: Session) => void;
  /** Updates the signed-in user's client (after creating or editing it). */
  setClient: (client: Client) => void;
  /** Updates the signed-in user (after a change of their own, such as their language). */
  setUser: (user: User) => void;
  /** Forget the session locally (after logout or a 401). */
  clearSession: () => void;
  /** Ask the server again (GET /api/auth/session). */
  refresh: () => Promise<void>;
}

const SessionContext = createContext<SessionContextValue | null>(null);

/** GET /api/auth/session: `{session}`, null when nobody is signed in (a 200, so an anonymous page logs no failed request). */
export async function fetchSession(signal?: AbortSignal): Promise<Session | null> {
  return (await api.get<{ session: Session | null }>('/auth/session', { signal })).session;
}

/** The session, or null when nobody is signed in or it cannot be read. */
async function readSession(signal?: AbortSignal): Promise<Session | null> {
  try {
    return await fetchSession(signal);
  } catch (error) {
    if (isApiError(error)) console.warn('Could not load the session', error);
    return null;
  }
}

export function hasRole(user: User | null, roles: readonly Role[]): boolean {
  return user !== null && roles.includes(user.role);
}

interface SessionState {
  session: Session | null;
  loaded: boolean;
  generation: number;
}

/**
 * The signed-in session, read once from GET /api/auth/me (or given: `initial`). Plain React
 * state, no query library: the login screen, the first one everybody loads, needs nothing more.
 * Signing in or out starts a new `generation`, which drops every cached server answer, so
 * nobody sees the previous person's data.
 */
export function SessionProvider({ children, initial }: { children: ReactNode; initial?: Session | null }) {
  const [state, setState] = useState<SessionState>(() => ({ session: initial ?? null, loaded: initial !== undefined, generation: 0 }));
  const given = useRef(initial !== undefined);
  // Sign-ins and sign-outs so far (the state's `generation` once rendered): a read that was
  // asked before one of them answers with what was true then (the login screen is there
  // before the first read answers), so it is dropped.
  const changes = useRef(0);

  const load = useCallback(async (signal?: AbortSignal) => {
    const asked = changes.current;
    const session = await readSession(signal);
    if (signal?.aborted || changes.current !== asked) return;
    setState((current) => ({ ...current, session, loaded: true }));
  }, []);
  useEffect(() => {
    if (given.current) return;
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const replace = useCallback((session: Session | null) => {
    changes.current += 1;
    setState({ session, loaded: true, generation: changes.current });
  }, []);
  const setSession = useCallback((session: Session) => replace(session), [replace]);
  const clearSession = useCallback(() => replace(null), [replace]);
  const setClient = useCallback(
    (client: Client) =>
      setState((current) => (current.session ? { ...current, session: { ...current.session, client, profileComplete: true } } : current)),
    [],
  );
  const setUser = useCallback(
    (user: User) => setState((current) => (current.session ? { ...current, session: { ...current.session, user } } : current)),
    [],
  );
  const refresh = useCallback(() => load(), [load]);

  const value = useMemo<SessionContextValue>(() => {
    const { session, loaded, generation } = state;
    const user = session?.user ?? null;
    return {
      status: !loaded ? 'loading' : session ? 'authenticated' : 'anonymous',
      session,
      user,
      client: session?.client ?? null,
      licence: session?.licence ?? null,
      profileComplete: session?.profileComplete ?? false,
      isStaff: hasRole(user, STAFF_ROLES),
      isAdmin: hasRole(user, ADMIN_ROLES),
      generation,
      setSession,
      setClient,
      setUser,
      clearSession,
      refresh,
    };
  }, [state, setSession, setClient, setUser, clearSession, refresh]);

  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionContextValue {
  const value = use(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
