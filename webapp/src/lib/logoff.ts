import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

import { api } from '@/lib/api-client';
import { CURRENT_LOGIN_LOG_KEY, useSession } from '@/lib/session';

/** POST /api/auth/logout → 204; the server closes the login log entry (end time, duration, offline). */
export function logout(): Promise<void> {
  return api.post<void>('/auth/logout');
}

/**
 * LogOff: tell the server, forget the login log id and the session, go to /login. The shell's
 * LogOff, and the Cancel of the profile form a Client must complete before anything else.
 */
export function useLogoff() {
  const navigate = useNavigate();
  const { clearSession } = useSession();
  return useCallback(async () => {
    try {
      await logout();
    } catch {
      // The session may already be gone on the server; signing out locally is still right.
    }
    localStorage.removeItem(CURRENT_LOGIN_LOG_KEY);
    void navigate('/login', { replace: true });
    clearSession();
  }, [clearSession, navigate]);
}
