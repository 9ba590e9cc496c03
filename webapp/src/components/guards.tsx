import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';

import { hasRole, useSession } from '@/lib/session';
import type { Role, User } from '@/types/api';

import { PageSpinner } from './spinner';
import { useToast } from './toasts';

/**
 * Route guards. Each renders its children, or an <Outlet/> when used as a layout route.
 * They hide what the server would refuse; the server enforces the same rules again.
 * `RequireLicence` (a server query) is in require-licence.tsx, outside the first load.
 */

export const LICENCE_EXPIRED_MESSAGE =
  'Your license has expired. Please renew your subscription to continue using this feature.';
export const PROFILE_INCOMPLETE_MESSAGE = 'Please complete your client profile.';
export const PAYMENTS_PATH = '/dashboard/pages/payments';
export const ADD_CLIENT_PATH = '/dashboard/pages/addclient';

export function content(children: ReactNode | undefined) {
  return children === undefined ? <Outlet /> : <>{children}</>;
}

/** Signed-in users only; everybody else goes to /login. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <PageSpinner />;
  if (status === 'anonymous') return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return content(children);
}

/** Only these roles; anybody else is sent back to the dashboard home. */
export function RequireRole({ roles, children }: { roles: readonly Role[]; children?: ReactNode }) {
  const { user } = useSession();
  if (!hasRole(user, roles)) return <Navigate to="/dashboard" replace />;
  return content(children);
}

/**
 * A Client without a client profile can only use Add Client (and their own settings) until
 * they complete it: every other client screen redirects there, carrying {userId, email}.
 */
export function RequireProfile({ children }: { children?: ReactNode }) {
  const { user, profileComplete } = useSession();
  if (user && user.role === 'Client' && !profileComplete) return <ProfileIncomplete user={user} />;
  return content(children);
}

/** Back to Add Client, saying why (a silent bounce reads as a broken menu). */
function ProfileIncomplete({ user }: { user: User }) {
  const toast = useToast();
  useEffect(() => {
    toast.warning(PROFILE_INCOMPLETE_MESSAGE);
  }, [toast]);
  return <Navigate to={ADD_CLIENT_PATH} replace state={{ userId: user.id, email: user.email }} />;
}
