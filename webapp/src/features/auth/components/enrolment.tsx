import { useEffect, useState } from 'react';

import { Spinner } from '@/components/spinner';
import { errorMessage } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';
import type { Enrolled, Enrolment as EnrolmentAnswer } from '@/types/api';

import { confirmEnrolment, startEnrolment } from '../api/two-factor';
import { messages } from '../two-factor-messages';

import { CodeForm } from './code-form';

/**
 * Setting two-factor sign-in up: a new secret as a QR code (drawn by the server) and as text,
 * then the app's first code. The QR code is an image of the server's, so no QR library is loaded.
 */
export function Enrolment({ onEnrolled }: { onEnrolled: (enrolled: Enrolled) => void }) {
  const t = useMessages(messages);
  const [enrolment, setEnrolment] = useState<EnrolmentAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    startEnrolment().then(
      (started) => current && setEnrolment(started),
      (error: unknown) => current && setFailure(errorMessage(error, t.startFailed)),
    );
    return () => {
      current = false;
    };
  }, [t.startFailed]);

  if (failure !== null) return <p role="alert" className="text-sm text-red-700">{failure}</p>;
  if (enrolment === null) return <Spinner label={t.loading} />;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">{t.scan}</p>
      <img src={enrolment.qrCode} alt={t.qrAlt} className="mx-auto h-48 w-48" />
      <dl className="text-sm">
        <dt className="font-medium text-slate-700">{t.secretLabel}</dt>
        <dd className="font-mono break-all text-slate-900" aria-label={t.secretLabel}>
          {enrolment.secret}
        </dd>
      </dl>
      <CodeForm
        ariaLabel={t.enrolTitle}
        label={t.firstCode}
        submitLabel={t.turnOn}
        onCode={async (code) => onEnrolled(await confirmEnrolment(code))}
      />
    </div>
  );
}
