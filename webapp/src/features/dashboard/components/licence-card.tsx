import { Link } from 'react-router-dom';

import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import type { Licence } from '@/types/api';

function state(licence: Licence) {
  if (licence.expired) return { label: 'Expired', tone: 'bg-red-100 text-red-800' };
  if (licence.trial) return { label: 'Trial', tone: 'bg-amber-100 text-amber-800' };
  return { label: 'Active', tone: 'bg-green-100 text-green-800' };
}

/** The licence: trial or paid, days left, expiry, and the way to renew. */
export function LicenceCard({ licence }: { licence: Licence | null }) {
  if (!licence) {
    return (
      <section aria-labelledby="licence-title" className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <h2 id="licence-title" className="text-base font-semibold">License</h2>
        <p className="mt-2 text-sm text-slate-600">No license information is available.</p>
      </section>
    );
  }
  const { label, tone } = state(licence);
  const days = Math.max(0, licence.daysLeft);
  return (
    <section aria-labelledby="licence-title" className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-center justify-between gap-2">
        <h2 id="licence-title" className="text-base font-semibold">
          License
        </h2>
        <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', tone)}>{label}</span>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-slate-600">Days left</dt>
          <dd className="text-2xl font-semibold">{days}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Expires on</dt>
          <dd className="text-base font-medium">{formatDate(licence.expireDate) || '—'}</dd>
        </div>
      </dl>
      {licence.expired ? (
        <p className="mt-3 text-sm text-red-700">
          Your license has expired.{' '}
          <Link to="/dashboard/pages/payments" className="font-medium underline">
            Renew your subscription
          </Link>
        </p>
      ) : licence.trial ? (
        <p className="mt-3 text-sm text-slate-600">
          You are on the free trial.{' '}
          <Link to="/dashboard/pages/subscriptions" className="font-medium text-brand-600 underline">
            Choose a package
          </Link>
        </p>
      ) : null}
    </section>
  );
}
