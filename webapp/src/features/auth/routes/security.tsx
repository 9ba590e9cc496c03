import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { Button } from '@/components/button';
import { ConfirmPasswordModal } from '@/components/confirm-password-modal';
import { Card, PageHeader } from '@/components/page';
import { QueryState } from '@/components/query-state';
import { useToast } from '@/components/toasts';
import { useMessages } from '@/lib/i18n';
import { queryKeys } from '@/lib/query-keys';
import type { Enrolment, TwoFactorState } from '@/types/api';

import { twoFactorQuery } from '../api/get-two-factor';
import { startEnrolment } from '../api/two-factor';
import { EnrolmentSteps } from '../components/enrolment';
import { RecoveryCodesDialog } from '../components/recovery-codes-dialog';
import { messages } from '../two-factor-messages';

/** pages/security — the signed-in person's two-factor sign-in: its state, and setting it up. */
export default function SecurityRoute() {
  const t = useMessages(messages);
  const query = useQuery(twoFactorQuery());
  return (
    <>
      <PageHeader title={t.securityTitle} description={t.securityDescription} />
      <Card className="max-w-xl">
        <QueryState query={query} loadingLabel={t.loading} errorMessage={t.loadFailed}>
          {(state) => <TwoFactorPanel state={state} />}
        </QueryState>
      </Card>
    </>
  );
}

function TwoFactorPanel({ state }: { state: TwoFactorState }) {
  const t = useMessages(messages);
  const toast = useToast();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  const start = async (password: string) => {
    setEnrolment(await startEnrolment(password));
    setAsking(false);
  };
  const done = () => {
    setCodes(null);
    setEnrolment(null);
    toast.success(t.turnedOn);
    void queryClient.invalidateQueries({ queryKey: queryKeys.twoFactor });
  };

  if (state.enrolled) {
    return (
      <div className="flex flex-col gap-2 text-sm">
        <p className="font-medium text-slate-900">{t.stateOn}</p>
        <p>{t.codesLeft(state.recoveryCodesLeft)}</p>
        <p className="text-slate-600">{t.lostPhone}</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4 text-sm">
      <p className="font-medium text-slate-900">{t.stateOff}</p>
      {state.required ? <p>{t.stateRequired}</p> : null}
      {enrolment ? (
        <EnrolmentSteps enrolment={enrolment} onEnrolled={(enrolled) => setCodes(enrolled.recoveryCodes)} />
      ) : (
        <Button onClick={() => setAsking(true)}>{t.setUp}</Button>
      )}
      <ConfirmPasswordModal
        open={asking}
        requiredMessage="Please enter your password to confirm."
        description={t.passwordFirst}
        onCancel={() => setAsking(false)}
        onConfirm={start}
      />
      <RecoveryCodesDialog codes={codes} onDone={done} />
    </div>
  );
}
