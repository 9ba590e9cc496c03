import { useEffect, useState } from 'react';

import { Spinner } from '@/components/spinner';
import { errorMessage } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';
import type { Enrolled, Enrolment as EnrolmentAnswer } from '@/types/api';

import { confirmEnrolment, startEnrolment } from '../api/two-factor';
import { messages } from '../two-factor-messages';

import { CodeForm } from './code-form';

interface EnrolmentProps {
  onEnrolled: (enrolled: Enrolled) => void;
}

/** The login's "enrol" step: starts an enrolment (the password was just checked), then shows it. */
export function Enrolment({ onEnrolled }: EnrolmentProps) {
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
  return <EnrolmentSteps enrolment={enrolment} onEnrolled={onEnrolled} />;
}

/**
 * A started enrolment: the secret as a QR code (drawn by the server, so no QR library is loaded)
 * and as text, then the app's first code.
 */
export function EnrolmentSteps({ enrolment, onEnrolled }: EnrolmentProps & { enrolment: EnrolmentAnswer }) {
  const t = useMessages(messages);
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
