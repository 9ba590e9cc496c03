import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';

import { licenceQuery } from '@/lib/licence';
import { useSession } from '@/lib/session';
import { useMessages } from '@/lib/i18n';

import { content, LICENCE_EXPIRED_MESSAGE, PAYMENTS_PATH } from './guards';
import { PageSpinner } from './spinner';
import { useToast } from './toasts';
import { messages } from './messages';

function LicenceExpired() {
  const toast = useToast();
  useEffect(() => {
    toast.warning(LICENCE_EXPIRED_MESSAGE);
  }, [toast]);
  return <Navigate to={PAYMENTS_PATH} replace />;
}

/**
 * Write screens that an expired licence blocks (add playlist, media library): the licence is
 * checked afresh; expired → payments, with the licence message. If the check itself fails, the
 * screen is let through (the server still refuses expired writes). Staff have no licence.
 */
export function RequireLicence({ children }: { children?: ReactNode }) {
  const { user } = useSession();
  const isClient = user?.role === 'Client';
  const t = useMessages(messages);
  const { data, isFetchedAfterMount } = useQuery({ ...licenceQuery(), enabled: isClient });
  if (!isClient) return content(children);
  if (!isFetchedAfterMount) return <PageSpinner label={t.checkingLicence} />;
  if (data?.expired) return <LicenceExpired />;
  return content(children);
}
