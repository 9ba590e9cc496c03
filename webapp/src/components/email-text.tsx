import { Fragment } from 'react';

import { cn } from '@/lib/cn';

/** The email's pieces, each ending just after an '@' or a '.' (the only places it may break). */
export function emailPieces(email: string): string[] {
  return email.split(/(?<=[@.])/);
}

/**
 * An email address that wraps only after its '@' or a '.': words are never cut (no
 * `break-all`/`overflow-wrap: anywhere`), a <wbr> after each of those marks offers the break.
 */
export function EmailText({ email, className }: { email: string; className?: string }) {
  return (
    <span data-email="" className={cn('break-normal', className)}>
      {emailPieces(email).map((piece, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {piece}
        </Fragment>
      ))}
    </span>
  );
}
