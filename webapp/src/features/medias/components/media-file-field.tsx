import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';

import { FieldShell, inputClasses } from '@/components/field-shell';
import { useFormat } from '@/lib/format';
import { useMessages } from '@/lib/i18n';

import type { MediaFormValues } from '../api/media-form';
import { messages } from '../form-messages';

interface MediaFileFieldProps {
  accept: string;
  hint: string;
  disabled?: boolean;
}

/**
 * The media file input. The chosen file is checked at once, so the size-limit and
 * unsupported-type messages appear under the field before anything is sent.
 */
export function MediaFileField({ accept, hint, disabled }: MediaFileFieldProps) {
  const { trigger } = useFormContext<MediaFormValues>();
  const {
    field: { ref, name, value: file, onBlur, onChange },
    fieldState,
  } = useController<MediaFormValues, 'file'>({ name: 'file' });
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const error = fieldState.error?.message;
  const t = useMessages(messages);
  const format = useFormat();
  return (
    <FieldShell
      id={id}
      label={t.file}
      error={error}
      hint={file ? t.selected(hint, file.name, format.bytes(file.size)) : hint}
      hintId={hintId}
      errorId={errorId}
    >
      <input
        id={id}
        ref={ref}
        name={name}
        type="file"
        accept={accept}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
        className={inputClasses(Boolean(error), 'file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:text-brand-700')}
        onBlur={onBlur}
        onChange={(event) => {
          onChange(event.target.files?.[0] ?? null);
          void trigger('file');
        }}
      />
    </FieldShell>
  );
}
