import { ButtonLink } from '@/components/button';
import { Switch } from '@/components/switch';
import { cn } from '@/lib/cn';
import { formatDate, formatUsd } from '@/lib/format';
import type { Payment } from '@/types/api';


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

/** What a payment is called in its buttons' names: "the BASIC payment of 03/01/2026". */
export const paymentName = (payment: Payment) => `the ${payment.packageCode || 'package'} payment of ${formatDate(payment.paymentDate)}`;

/** Payment history: USD amounts and en-US dates (spec §9). */
export function PaymentsTable({ payments, staff, clientNames, pendingIds, onStatusChange }: PaymentsTableProps) {
  return (
    <table className="w-full border-collapse text-sm max-md:block">
      <caption className="sr-only">Payment history</caption>
      <thead className="bg-slate-100 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase max-md:hidden">
        <tr>
          <th scope="col" className="px-3 py-2">Date</th>
          {staff ? <th scope="col" className="px-3 py-2">Client</th> : null}
          <th scope="col" className="px-3 py-2">Package</th>
          <th scope="col" className="px-3 py-2 text-right">Amount</th>
          <th scope="col" className="px-3 py-2 text-right">Units</th>
          <th scope="col" className="px-3 py-2">Method</th>
          <th scope="col" className="px-3 py-2">Reference</th>
          <th scope="col" className="px-3 py-2">Expires</th>
          <th scope="col" className="px-3 py-2">Status</th>
          {staff ? (
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">Actions</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200 bg-white max-md:block max-md:space-y-3 max-md:divide-y-0 max-md:bg-transparent">
        {payments.map((payment) => (
          <tr key={payment.id} className="max-md:block max-md:rounded-lg max-md:bg-white max-md:p-3 max-md:shadow-sm max-md:ring-1 max-md:ring-slate-200">
            <td data-label="Date" className={cell}>
              {formatDate(payment.paymentDate)}
            </td>
            {staff ? (
              <td data-label="Client" className={cell}>
                {clientNames.get(payment.clientId) ?? payment.clientId}
              </td>
            ) : null}
            <td data-label="Package" className={cn(cell, 'font-medium text-slate-900')}>
              {payment.packageCode}
            </td>
            <td data-label="Amount" className={cn(cell, 'text-right tabular-nums')}>
              {formatUsd(payment.paymentAmount)}
            </td>
            <td data-label="Units" className={cn(cell, 'text-right tabular-nums')}>
              {payment.units}
            </td>
            <td data-label="Method" className={cell}>
              {payment.paymentMethod}
            </td>
            <td data-label="Reference" className={cn(cell, 'md:max-w-48 md:truncate')} title={payment.paymentReference}>
              {payment.paymentReference || '—'}
            </td>
            <td data-label="Expires" className={cell}>
              {formatDate(payment.expireDate) || '—'}
            </td>
            <td data-label="Status" className={cell}>
              {staff ? (
                <span className="inline-flex items-center gap-2">
                  <Switch
                    checked={payment.status}
                    label={`Status of ${paymentName(payment)}`}
                    disabled={pendingIds.includes(payment.id)}
                    onChange={(next) => onStatusChange(payment, next)}
                  />
                </span>
              ) : (
                <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', payment.status ? 'bg-green-100 text-green-800' : 'bg-slate-100 text-slate-700')}>
                  {payment.status ? 'Active' : 'Inactive'}
                </span>
              )}
            </td>
            {staff ? (
              <td data-label="" className={cn(cell, 'max-md:justify-end')}>
                <ButtonLink
                  to={`/dashboard/pages/editpayment/${encodeURIComponent(payment.id)}`}
                  variant="secondary"
                  size="sm"
                  aria-label={`Edit ${paymentName(payment)}`}
                >
                  Edit
                </ButtonLink>
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
