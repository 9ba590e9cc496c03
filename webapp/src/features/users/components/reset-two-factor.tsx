import { useState } from 'react';

import { IconButton } from '@/components/button';
import { ConfirmModal } from '@/components/confirm-modal';
import { useToast } from '@/components/toasts';
import { errorMessage } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';
import type { User } from '@/types/api';

import { useResetTwoFactor } from '../api/reset-two-factor';
import { messages } from '../messages';

import { ShieldIcon } from './icons';

/** An Admin's action on another user's row: turn their two-factor sign-in off (a lost phone), after a confirmation. */
export function ResetTwoFactorAction({ user }: { user: User }) {
  const t = useMessages(messages);
  const toast = useToast();
  const reset = useResetTwoFactor();
  const [asking, setAsking] = useState(false);

  const confirm = async () => {
    try {
      await reset.mutateAsync(user.id);
      toast.success(t.twoFactorReset);
    } catch (error) {
      toast.error(errorMessage(error, t.tryAgain));
    } finally {
      setAsking(false);
    }
  };

  return (
    <>
      <IconButton label={t.resetTwoFactorNamed(user.name)} onClick={() => setAsking(true)}>
        <ShieldIcon />
      </IconButton>
      <ConfirmModal
        open={asking}
        title={t.resetTwoFactorTitle}
        description={t.resetTwoFactorQuestion(user.name)}
        confirmLabel={t.resetTwoFactor}
        danger
        onCancel={() => setAsking(false)}
        onConfirm={confirm}
      />
    </>
  );
}
