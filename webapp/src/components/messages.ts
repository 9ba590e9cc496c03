import { defineMessages } from '@/lib/i18n';

/** The words of the shared components (forms, lists, dialogs, switches); the spec's messages are in lib/spec-messages. */
export const messages = defineMessages({
  en: {
    cancel: 'Cancel',
    save: 'Save',
    confirm: 'Confirm',
    confirmPassword: 'Confirm Password',
    confirmPasswordPrompt: 'For your security, type your own password to continue.',
    password: 'Password',
    search: 'Search',
    loadMore: 'Load more',
    moreFailed: 'More could not be loaded. Please try again.',
    nothingMatches: (search: string) => `Nothing matches “${search}”.`,
    tryAgain: 'Try again',
    checkingLicence: 'Checking your license',
    active: 'Active',
    inactive: 'Inactive',
  },
  es: () => import('./messages.es'),
});
