import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n';

import { messages } from './frame-messages';

interface SpinnerProps {
  /** The accessible name, read by screen readers. */
  label?: string;
  className?: string;
  size?: 'sm' | 'md' | 'lg';
}

const SIZES = { sm: 'h-4 w-4 border-2', md: 'h-6 w-6 border-2', lg: 'h-10 w-10 border-4' } as const;

export function Spinner({ label, className, size = 'md' }: SpinnerProps) {
  const t = useMessages(messages);
  return (
    <span role="status" aria-label={label ?? t.loading} className={cn('inline-flex items-center', className)}>
      <span
        aria-hidden="true"
        className={cn('animate-spin rounded-full border-current border-r-transparent', SIZES[size])}
      />
    </span>
  );
}

/** A centred spinner for a whole page or panel while it loads. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[40vh] w-full items-center justify-center text-brand-600">
      <Spinner label={label} size="lg" />
    </div>
  );
}
