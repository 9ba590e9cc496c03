import { useState, type FormEvent } from 'react';

import { Button } from '@/components/button';
import { InputField } from '@/components/field-shell';
import { isApiError } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';

import { messages } from '../two-factor-messages';

interface CodeFormProps {
  label: string;
  submitLabel: string;
  /** Sends the code; a refusal (wrong code, too many attempts, an expired sign-in) shows under the field. */
  onCode: (code: string) => Promise<void>;
  ariaLabel: string;
}

/** One labelled code field and its button: the login's second step and confirming an enrolment. */
export function CodeForm({ label, submitLabel, onCode, ariaLabel }: CodeFormProps) {
  const t = useMessages(messages);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem('code') as HTMLInputElement | null;
    const code = field?.value.trim() ?? '';
    if (!code) {
      setError(t.codeRequired);
      return;
    }
    setBusy(true);
    try {
      await onCode(code);
    } catch (failure) {
      setError(isApiError(failure) ? (failure.fieldErrors.code ?? failure.message) : t.startFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate aria-label={ariaLabel} className="flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
      <InputField name="code" label={label} autoComplete="one-time-code" inputMode="text" defaultValue="" error={error} />
      <Button type="submit" isLoading={busy} className="w-full">
        {submitLabel}
      </Button>
    </form>
  );
}
