import { useNavigate } from 'react-router-dom';

import { ADD_CLIENT_PATH, PROFILE_INCOMPLETE_MESSAGE } from '@/components/guards';
import { useToast } from '@/components/toasts';
import { CURRENT_LOGIN_LOG_KEY, useSession } from '@/lib/session';
import type { LoginResult } from '@/types/api';

export const LOGIN_MESSAGES = {
  success: 'Successful login',
  failed: 'Failed to log in. Verify your credentials.',
} as const;

/** What every finished sign-in does (after the password, or after its second step): keep the
 * login log id and the session, say so, and open the dashboard (or Add Client for a Client without a profile). */
export function useFinishSignIn(): (result: LoginResult) => void {
  const toast = useToast();
  const navigate = useNavigate();
  const { setSession } = useSession();
  return (result) => {
    localStorage.setItem(CURRENT_LOGIN_LOG_KEY, result.loginLogId);
    setSession(result);
    toast.success(LOGIN_MESSAGES.success);
    if (!result.profileComplete && result.user.role === 'Client') {
      toast.warning(PROFILE_INCOMPLETE_MESSAGE);
      void navigate(ADD_CLIENT_PATH, { state: { userId: result.user.id, email: result.user.email } });
    } else {
      void navigate('/dashboard');
    }
  };
}
