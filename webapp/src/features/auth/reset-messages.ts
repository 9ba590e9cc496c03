import { defineMessages } from '@/lib/i18n';

/** The words of the reset forms (loaded when opened); the spec's messages are in lib/spec-messages. */
export const messages = defineMessages({
  en: {
    resetPassword: 'Reset Password',
    resetForm: 'Reset password',
    returnToLogin: 'Return to login',
    newPassword: 'New Password',
    confirmPassword: 'Confirm Password',
    savePassword: 'Save Password',
  },
  es: () => import('./reset-messages.es'),
});
