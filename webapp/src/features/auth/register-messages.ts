import { defineMessages } from '@/lib/i18n';

/** The words of the Register screen (its own chunk); the spec's messages are in lib/spec-messages. */
export const messages = defineMessages({
  en: {
    registerTitle: 'Register',
    registerSubtitle: 'Create your client account.',
    fullName: 'Full Name',
    phone: 'Phone',
    haveAccount: 'Already have an account?',
  },
  es: () => import('./register-messages.es'),
});
