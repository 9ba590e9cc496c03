import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

import { cn } from '@/lib/cn';
import { useSpecMessage } from '@/lib/spec-messages';

/**
 * The markup every field shares: a visible <label> bound to the input, a hint and an error linked
 * with aria-describedby. Plain React (no form library): `fields.tsx` builds the react-hook-form
 * fields on it, and a screen that must stay small (the login) uses `InputField` directly.
 */

export const inputClasses = (invalid: boolean, className?: string, readOnly = false) =>
  cn(
    'block w-full rounded-md border px-3 py-2 text-sm shadow-sm placeholder:text-slate-400',
    'focus:border-brand-500 focus:outline-2 focus:outline-brand-500/40',
    'disabled:cursor-not-allowed disabled:bg-slate-100',
    invalid ? 'border-red-500' : 'border-slate-300',
    readOnly ? 'bg-slate-100 text-slate-600' : 'bg-white',
    className,
  );

interface FieldShellProps {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  hintId: string;
  errorId: string;
  children: ReactNode;
  className?: string | undefined;
}

export function FieldShell({ id, label, error, hint, hintId, errorId, children, className }: FieldShellProps) {
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-xs font-medium text-red-600">
          <FieldError message={error} />
        </p>
      ) : null}
    </div>
  );
}

/** A field's message in the current language (the checks and the server write the spec's English). */
function FieldError({ message }: { message: string }) {
  return useSpecMessage()(message);
}

export function useFieldIds(error: string | undefined, hint: ReactNode) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy };
}

interface InputFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  name: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  containerClassName?: string;
}

/** An uncontrolled, labelled input whose error the caller gives. */
export function InputField({ label, error, hint, className, containerClassName, type = 'text', ...props }: InputFieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(error, hint);
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} hintId={hintId} errorId={errorId} className={containerClassName}>
      <input
        id={id}
        type={type}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={inputClasses(Boolean(error), className, Boolean(props.readOnly))}
        {...props}
      />
    </FieldShell>
  );
}
