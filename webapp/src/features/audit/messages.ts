import { defineMessages } from '@/lib/i18n';

import { AUDIT_MESSAGES } from './api/messages';

/** The words of the audit-log screen (the actions are shown as the log stores them). */
export const messages = defineMessages({
  en: {
    ...(AUDIT_MESSAGES as Record<keyof typeof AUDIT_MESSAGES, string>),
    title: 'Audit log',
    description: 'Sign-ins and account changes, newest first.',
    loading: 'Loading the audit log',
    filters: 'Filters',
    user: 'User',
    allUsers: 'All users',
    action: 'Action',
    allActions: 'All actions',
    from: 'From',
    to: 'To',
    clearFilters: 'Clear filters',
    dateTime: 'Date/time',
    note: 'Note',
    location: 'Location',
  },
  es: () => import('./messages.es'),
});
