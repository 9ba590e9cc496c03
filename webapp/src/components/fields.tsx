import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { useFormContext, type FieldError } from 'react-hook-form';

import { cn } from '@/lib/cn';

import { FieldShell, InputField, inputClasses, useFieldIds } from './field-shell';

/**
 * Labelled inputs for use inside <Form>. Every input has a visible <label> bound to it, its
 * error is linked with aria-describedby and aria-invalid, and it registers itself by `name`.
 */

function useFieldError(name: string): string | undefined {
  const {
    formState: { errors },
  } = useFormContext();
  const error = errors[name] as FieldError | undefined;
  return typeof error?.message === 'string' ? error.message : undefined;
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'> {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  containerClassName?: string;
}

export function TextField({ name, ...props }: TextFieldProps) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return <InputField {...props} error={error} {...register(name)} />;
}

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id'> {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  containerClassName?: string;
}

export function TextAreaField({ name, label, hint, className, containerClassName, ...props }: TextAreaFieldProps) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const { id, hintId, errorId, describedBy } = useFieldIds(error, hint);
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} hintId={hintId} errorId={errorId} className={containerClassName}>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={inputClasses(Boolean(error), className)}
        {...props}
        {...register(name)}
      />
    </FieldShell>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id'> {
  name: string;
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, empty choice such as "Select a package". */
  placeholder?: string;
  hint?: ReactNode;
  containerClassName?: string;
}

export function SelectField({ name, label, options, placeholder, hint, className, containerClassName, ...props }: SelectFieldProps) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const { id, hintId, errorId, describedBy } = useFieldIds(error, hint);
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} hintId={hintId} errorId={errorId} className={containerClassName}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={inputClasses(Boolean(error), className)}
        {...props}
        {...register(name)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'type'> {
  name: string;
  label: ReactNode;
}

export function CheckboxField({ name, label, className, ...props }: CheckboxFieldProps) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const id = useId();
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <div className="flex items-center gap-2">
        <input id={id} type="checkbox" className="h-4 w-4 rounded border-slate-300" {...props} {...register(name)} />
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {label}
        </label>
      </div>
      {error ? <p className="text-xs font-medium text-red-600">{error}</p> : null}
    </div>
  );
}

interface ReadOnlyFieldProps {
  label: ReactNode;
  value: string;
  hint?: ReactNode;
  className?: string;
}

/** A value shown in a read-only input with its label (e.g. the email on User Information). */
export function ReadOnlyField({ label, value, hint, className }: ReadOnlyFieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(undefined, hint);
  return (
    <FieldShell id={id} label={label} hint={hint} hintId={hintId} errorId={errorId} className={className}>
      <input id={id} readOnly value={value} aria-describedby={describedBy} className={inputClasses(false, undefined, true)} />
    </FieldShell>
  );
}
