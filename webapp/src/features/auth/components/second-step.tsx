import { useState } from 'react';

import { Button } from '@/components/button';
import { useMessages } from '@/lib/i18n';
import type { LoginResult, SecondStepAnswer } from '@/types/api';

import { completeSignIn } from '../api/two-factor';
import { messages } from '../two-factor-messages';

import { AuthLayout } from './auth-layout';
import { CodeForm } from './code-form';
import { Enrolment } from './enrolment';
import { useFinishSignIn } from './finish-sign-in';
import { RecoveryCodesDialog } from './recovery-codes-dialog';

interface SecondStepProps {
  step: SecondStepAnswer['secondStep'];
  onCancel: () => void;
}

/**
 * The login's second step, loaded when a password needs one: a code ("verify"), or, for staff
 * the portal requires it of, setting two-factor sign-in up first ("enrol"), whose recovery codes
 * are shown before the dashboard opens.
 */
export default function SecondStep({ step, onCancel }: SecondStepProps) {
  const t = useMessages(messages);
  const finishSignIn = useFinishSignIn();
  const [enrolled, setEnrolled] = useState<{ codes: string[]; session: LoginResult } | null>(null);
  const back = (
    <Button variant="ghost" className="mt-4 w-full" onClick={onCancel}>
      {t.backToLogin}
    </Button>
  );

  if (step === 'verify') {
    return (
      <AuthLayout title={t.verifyTitle} subtitle={t.verifySubtitle}>
        <CodeForm ariaLabel={t.verifyTitle} label={t.code} submitLabel={t.verify} onCode={async (code) => finishSignIn(await completeSignIn(code))} />
        {back}
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t.enrolTitle} subtitle={t.enrolSubtitle}>
      <Enrolment onEnrolled={(done) => done.session && setEnrolled({ codes: done.recoveryCodes, session: done.session })} />
      {back}
      <RecoveryCodesDialog codes={enrolled?.codes ?? null} onDone={() => enrolled && finishSignIn(enrolled.session)} />
    </AuthLayout>
  );
}
