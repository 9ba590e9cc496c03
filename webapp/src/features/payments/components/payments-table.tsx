import { ButtonLink } from '@/components/button';
import { Switch } from '@/components/switch';
import { cn } from '@/lib/cn';
import { formatDate, formatUsd } from '@/lib/format';
import { referenceText } from '@/lib/reference-text';
import type { Payment } from '@/types/api';
import { useLanguage, useMessages } from '@/lib/i18n';

import { messages } from '../messages';

interface PaymentsTableProps {
  payments: readonly Payment[];
  /** Staff see the client's name, the status switches and Edit. */
  staff: boolean;
  clientNames: ReadonlyMap<string, string>;
  /** Payments whose status switch is being saved. */
  pendingIds: readonly string[];
  onStatusChange: (payment: Payment, status: boolean) => void;
}

/** Below the md breakpoint each row becomes a card, its cells labelled by their column. */
const cell = 'px-3 py-2 align-middle max-md:flex max-md:justify-between max-md:gap-3 max-md:px-0 max-md:py-1 max-md:text-right max-md:before:text-left max-md:before:font-medium max-md:before:text-slate-500 max-md:before:content-[attr(data-label)]';

/** Payment history: USD amounts and en-US dates (spec §9). */
export function PaymentsTable({ payments, staff, clientNames, pendingIds, onStatusChange }: PaymentsTableProps) {
  const t = useMessages(messages);
  const { language } = useLanguage();
  // What a payment is called in its buttons' names: "the BASIC payment of 03/01/2026".
  const paymentName = (payment: Payment) => t.paymentName(payment.packageCode, formatDate(payment.paymentDate, language));
  return (
    <table className="w-full border-collapse text-sm max-md:block">
      <caption className="sr-only">{t.history}</caption>
      <thead className="bg-slate-100 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase max-md:hidden">
        <tr>
          <th scope="col" className="px-3 py-2">{t.date}</th>
          {staff ? <th scope="col" className="px-3 py-2">{t.client}</th> : null}
          <th scope="col" className="px-3 py-2">{t.package}</th>
          <th scope="col" className="px-3 py-2 text-right">{t.amount}</th>
          <th scope="col" className="px-3 py-2 text-right">{t.units}</th>
          <th scope="col" className="px-3 py-2">{t.method}</th>
          <th scope="col" className="px-3 py-2">{t.reference}</th>
          <th scope="col" className="px-3 py-2">{t.expires}</th>
          <th scope="col" className="px-3 py-2">{t.status}</th>
          {staff ? (
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">{t.actions}</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200 bg-white max-md:block max-md:space-y-3 max-md:divide-y-0 max-md:bg-transparent">
        {payments.map((payment) => (
          <tr key={payment.id} className="max-md:block max-md:rounded-lg max-md:bg-white max-md:p-3 max-md:shadow-sm max-md:ring-1 max-md:ring-slate-200">
            <td data-label={t.date} className={cell}>
              {formatDate(payment.paymentDate, language)}
            </td>
            {staff ? (
              <td data-label={t.client} className={cell}>
                {clientNames.get(payment.clientId) ?? payment.clientId}
              </td>
            ) : null}
            <td data-label={t.package} className={cn(cell, 'font-medium text-slate-900')}>
              {payment.packageCode}
            </td>
            <td data-label={t.amount} className={cn(cell, 'text-right tabular-nums')}>
              {formatUsd(payment.paymentAmount, language)}
            </td>
            <td data-label={t.units} className={cn(cell, 'text-right tabular-nums')}>
              {payment.units}
            </td>
            <td data-label={t.method} className={cell}>
              {referenceText(payment.paymentMethod, language)}
            </td>
            <td data-label={t.reference} className={cn(cell, 'md:max-w-48 md:truncate')} title={payment.paymentReference}>
              {payment.paymentReference || '—'}
            </td>
            <td data-label={t.expires} className={cell}>
              {formatDate(payment.expireDate, language) || '—'}
            </td>
            <td data-label={t.status} className={cell}>
              {staff ? (
                <span className="inline-flex items-center gap-2">
                  <Switch
                    checked={payment.status}
                    label={t.statusOf(paymentName(payment))}
                    disabled={pendingIds.includes(payment.id)}
                    onChange={(next) => onStatusChange(payment, next)}
                  />
                </span>
              ) : (
                <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', payment.status ? 'bg-green-100 text-green-800' : 'bg-slate-100 text-slate-700')}>
                  {payment.status ? t.active : t.inactive}
                </span>
              )}
            </td>
            {staff ? (
              <td data-label="" className={cn(cell, 'max-md:justify-end')}>
                <ButtonLink
                  to={`/dashboard/pages/editpayment/${encodeURIComponent(payment.id)}`}
                  variant="secondary"
                  size="sm"
                  aria-label={t.editNamed(paymentName(payment))}
                >
                  {t.edit}
                </ButtonLink>
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
