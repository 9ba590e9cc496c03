import { Button } from '@/components/button';
import { EmptyState } from '@/components/page';

/** A screen that could not load: the message and a way to try again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3">
      <EmptyState>{message}</EmptyState>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
