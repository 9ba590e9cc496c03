import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';

import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { licenceQuery } from '@/lib/licence';
import { useLanguage, useMessages } from '@/lib/i18n';

import { messages } from '../messages';

/** The client's licence at a glance, with the way to renew it (GET /api/licence). */
export function LicenceSummary() {
  const { data: licence } = useQuery(licenceQuery());
  const t = useMessages(messages);
  const { language } = useLanguage();
  if (!licence) return null;
  const tone = licence.expired ? 'border-red-300 bg-red-50 text-red-900' : licence.trial || licence.daysLeft <= 7 ? 'border-amber-300 bg-amber-50 text-amber-900' : 'border-green-300 bg-green-50 text-green-900';
  let text: string;
  if (licence.expired) text = t.licenceExpired;
  else if (licence.trial) text = t.trial(licence.daysLeft);
  else text = t.activeUntil(formatDate(licence.expireDate, language), licence.daysLeft);
  return (
    <section aria-label={t.licence} className={cn('mb-4 flex flex-col gap-2 rounded-md border p-3 text-sm sm:flex-row sm:items-center sm:justify-between', tone)}>
      <p>{text}</p>
      <Link to="/dashboard/pages/subscriptions" className="shrink-0 font-medium underline">
        {licence.expired || licence.trial ? t.choosePackage : t.renew}
      </Link>
    </section>
  );
}
