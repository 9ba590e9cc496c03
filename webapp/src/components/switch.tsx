import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n';

import { messages } from './messages';

interface SwitchProps {
  checked: boolean;
  onChange: (next: boolean) => void;
  /** The accessible name, e.g. "Status of Ana Lopez". */
  label: string;
  disabled?: boolean;
  className?: string;
}

/** An on/off status switch with its state (Active or Inactive) written beside it, the same on
 * every grid (assistive technology hears aria-checked). */
export function Switch({ checked, onChange, label, disabled = false, className }: SwitchProps) {
  const t = useMessages(messages);
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className={cn(
        'group inline-flex items-center gap-2 rounded-full text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors duration-200',
          checked ? 'bg-green-600' : 'bg-slate-300',
        )}
      >
        <span
          className={cn(
            'inline-block h-5 w-5 rounded-full bg-white shadow transition-transform duration-200',
            checked ? 'translate-x-5' : 'translate-x-0.5',
          )}
        />
      </span>
      <span aria-hidden="true" className="text-xs text-slate-700">
        {checked ? t.active : t.inactive}
      </span>
    </button>
  );
}
