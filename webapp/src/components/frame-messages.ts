import { defineMessages } from '@/lib/i18n';

/** The words every screen carries, the login's included: notifications, loading, the error screen. */
export const messages = defineMessages({
  en: {
    notifications: 'Notifications',
    dismiss: 'Dismiss notification',
    kinds: { success: 'Success', error: 'Error', warning: 'Warning', info: 'Information' },
    loading: 'Loading',
    refresh: 'Refresh page',
  },
  es: () => import('./frame-messages.es'),
});
