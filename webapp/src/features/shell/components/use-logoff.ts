import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

import { CURRENT_LOGIN_LOG_KEY, useSession } from '@/lib/session';

import { logout } from '../api/logout';

/** LogOff: tell the server, forget the login log id and the session, go to /login. */
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
