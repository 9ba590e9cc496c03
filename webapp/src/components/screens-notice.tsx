import { useQuery } from '@tanstack/react-query';

import { ButtonLink } from '@/components/button';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n';
import { licenceQuery } from '@/lib/licence';
import type { Licence } from '@/types/api';

import { messages } from './screens-notice-messages';

/** The subscription screen: one click from the notice. */
export const RENEW_PATH = '/dashboard/pages/subscriptions';

type Words = (typeof messages)['en'];

function noticeOf(licence: Licence, t: Words): { lines: string[]; renew: boolean; urgent: boolean } | null {
  const reason = licence.screensSuspended;
  if (reason === 'clientDeactivated' || reason === 'ownerDeactivated') return { lines: [t.deactivated], renew: false, urgent: true };
  if (reason === 'licenceEnded') return { lines: [t.paused], renew: true, urgent: true };
  const days = licence.screensStopInDays;
  if (days === null || days === undefined) return null;
  return { lines: [t.stopIn(days), licence.expired ? t.inGrace : t.beforeEnd], renew: true, urgent: licence.expired };
}

/**
 * A Client's notice about its screens, from GET /api/licence: the countdown to when they stop
 * (a week before the licence's end and through the grace), or why they are paused; with a Renew
 * button to the subscription screen. Nothing while the screens play with time to spare.
 */
export function ScreensNotice() {
  const licence = useQuery(licenceQuery());
  const t = useMessages(messages);
  const notice = licence.data ? noticeOf(licence.data, t) : null;
  if (!notice) return null;
  return (
    <section
      role="status"
      aria-label={t.notice}
      className={cn(
        'mb-4 flex flex-wrap items-center justify-between gap-3 rounded-lg p-4 text-sm ring-1',
        notice.urgent ? 'bg-red-50 text-red-900 ring-red-200' : 'bg-amber-50 text-amber-900 ring-amber-200',
      )}
    >
      <div>
        {notice.lines.map((line, index) => (
          <p key={line} className={index === 0 ? 'font-semibold' : undefined}>
            {line}
          </p>
        ))}
      </div>
      {notice.renew ? (
        <ButtonLink to={RENEW_PATH} size="sm">
          {t.renew}
        </ButtonLink>
      ) : null}
    </section>
  );
}
