import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';

import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { licenceQuery } from '@/lib/licence';

const LICENCE_EXPIRED = 'Your license has expired. Please renew your subscription to continue using this feature.';

/** The client's licence at a glance, with the way to renew it (GET /api/licence). */
export function LicenceSummary() {
  const { data: licence } = useQuery(licenceQuery());
  if (!licence) return null;
  const tone = licence.expired ? 'border-red-300 bg-red-50 text-red-900' : licence.trial || licence.daysLeft <= 7 ? 'border-amber-300 bg-amber-50 text-amber-900' : 'border-green-300 bg-green-50 text-green-900';
  let text: string;
  if (licence.expired) text = LICENCE_EXPIRED;
  else if (licence.trial) text = `Trial: ${licence.daysLeft} ${licence.daysLeft === 1 ? 'day' : 'days'} left.`;
  else text = `Your license is active until ${formatDate(licence.expireDate)} (${licence.daysLeft} ${licence.daysLeft === 1 ? 'day' : 'days'} left).`;
  return (
    <section aria-label="License" className={cn('mb-4 flex flex-col gap-2 rounded-md border p-3 text-sm sm:flex-row sm:items-center sm:justify-between', tone)}>
      <p>{text}</p>
      <Link to="/dashboard/pages/subscriptions" className="shrink-0 font-medium underline">
        {licence.expired || licence.trial ? 'Choose a package' : 'Renew your subscription'}
      </Link>
    </section>
  );
}
