import { defineMessages } from '@/lib/i18n';

import { PAYMENT_MESSAGES } from './api/messages';

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'} left`;

/** The words of the payment screens: the history, the licence summary, the subscriptions. */
export const messages = defineMessages({
  en: {
    ...(PAYMENT_MESSAGES as Record<keyof typeof PAYMENT_MESSAGES, string>),
    title: 'Payments',
    staffDescription: 'Payments of every client; switch a payment off to void it.',
    clientDescription: 'Your payment history.',
    addPayment: 'Add Payment',
    client: 'Client',
    allClients: 'All clients',
    searchHint: 'Payment reference.',
    loading: 'Loading payments',
    empty: 'No payments yet.',
    history: 'Payment history',
    date: 'Date',
    package: 'Package',
    amount: 'Amount',
    units: 'Units',
    method: 'Method',
    reference: 'Reference',
    expires: 'Expires',
    status: 'Status',
    actions: 'Actions',
    active: 'Active',
    inactive: 'Inactive',
    edit: 'Edit',
    paymentName: (packageCode: string, date: string) => `the ${packageCode || 'package'} payment of ${date}`,
    statusOf: (payment: string) => `Status of ${payment}`,
    editNamed: (payment: string) => `Edit ${payment}`,
    licence: 'License',
    licenceExpired: 'Your license has expired. Please renew your subscription to continue using this feature.',
    trial: (count: number) => `Trial: ${days(count)}.`,
    activeUntil: (date: string, count: number) => `Your license is active until ${date} (${days(count)}).`,
    choosePackage: 'Choose a package',
    renew: 'Renew your subscription',
  },
  es: () => import('./messages.es'),
});
