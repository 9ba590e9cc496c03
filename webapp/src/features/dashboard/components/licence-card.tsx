import { Link } from 'react-router-dom';

import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import type { Licence } from '@/types/api';
import { useLanguage, useMessages } from '@/lib/i18n';

import { messages } from '../messages';

function state(licence: Licence, t: { expired: string; trial: string; activeLicence: string }) {
  if (licence.expired) return { label: t.expired, tone: 'bg-red-100 text-red-800' };
  if (licence.trial) return { label: t.trial, tone: 'bg-amber-100 text-amber-800' };
  return { label: t.activeLicence, tone: 'bg-green-100 text-green-800' };
}

/** The licence: trial or paid, days left, expiry, and the way to renew. */
export function LicenceCard({ licence }: { licence: Licence | null }) {
  const t = useMessages(messages);
  const { language } = useLanguage();
  if (!licence) {
    return (
      <section aria-labelledby="licence-title" className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <h2 id="licence-title" className="text-base font-semibold">{t.licence}</h2>
        <p className="mt-2 text-sm text-slate-600">{t.noLicence}</p>
      </section>
    );
  }
  const { label, tone } = state(licence, t);
  const days = Math.max(0, licence.daysLeft);
  return (
    <section aria-labelledby="licence-title" className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-center justify-between gap-2">
        <h2 id="licence-title" className="text-base font-semibold">
          {t.licence}
        </h2>
        <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', tone)}>{label}</span>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-slate-600">{t.daysLeft}</dt>
          <dd className="text-2xl font-semibold">{days}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t.expiresOn}</dt>
          <dd className="text-base font-medium">{formatDate(licence.expireDate, language) || '—'}</dd>
        </div>
      </dl>
      {licence.expired ? (
        <p className="mt-3 text-sm text-red-700">
          {t.hasExpired}{' '}
          <Link to="/dashboard/pages/payments" className="font-medium underline">
            {t.renew}
          </Link>
        </p>
      ) : licence.trial ? (
        <p className="mt-3 text-sm text-slate-600">
          {t.onTrial}{' '}
          <Link to="/dashboard/pages/subscriptions" className="font-medium text-brand-600 underline">
            {t.choosePackage}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
