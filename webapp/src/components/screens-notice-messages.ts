import { defineMessages } from '@/lib/i18n';

/** The words of the notice about the client's screens (countdown, paused, Renew). */
export const messages = defineMessages({
  en: {
    notice: 'Your screens',
    stopIn: (days: number) => `Your screens stop in ${days} ${days === 1 ? 'day' : 'days'}.`,
    inGrace: 'Your license has ended; your screens keep playing until then.',
    beforeEnd: 'Renew your license to keep them playing.',
    paused: 'Your screens are paused: your license has ended. Renew it and they play again within a minute.',
    deactivated: 'Your account has been deactivated, so your screens are paused. Please contact support to reactivate it.',
    renew: 'Renew',
  },
  es: () => import('./screens-notice-messages.es'),
});
