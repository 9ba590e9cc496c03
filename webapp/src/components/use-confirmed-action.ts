import { useState } from 'react';

import { failureMessage } from '@/lib/errors';

import { useToast } from './toasts';

/**
 * A row's action asked about first (Delete, Remove, Revoke, Cancel): the row waiting for the
 * answer (`pending`), `ask` to pick it, and `modal`, the ConfirmModal's props: open while a row
 * waits; its confirm runs `act` once, says how it went in a toast (the server's own message on
 * failure, else `failed`) and closes the question either way.
 */
export function useConfirmedAction<T>(act: (item: T) => Promise<unknown>, done: string, failed: string) {
  const toast = useToast();
  const [pending, setPending] = useState<T | null>(null);

  const confirm = async () => {
    if (pending === null) return;
    try {
      await act(pending);
      toast.success(done);
    } catch (failure) {
      toast.error(failureMessage(failure, failed));
    } finally {
      setPending(null);
    }
  };

  const close = () => setPending(null);
  /** What its ConfirmModal takes: open while a row waits, and its two answers. */
  const modal = { open: pending !== null, onCancel: close, onConfirm: confirm };
  return { pending, ask: setPending, modal };
}
