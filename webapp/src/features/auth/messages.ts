import { defineMessages } from '@/lib/i18n';

/** The words of the login screen and the signed-out layout; the spec's messages are in lib/spec-messages. */
export const messages = defineMessages({
  en: {
    portal: 'Signage Client Portal',
    loading: 'Loading',
    loginTitle: 'Login',
    loginSubtitle: 'Sign in to manage your screens.',
    resetTitle: 'Reset Password',
    resetSubtitle: 'We will email you a link to choose a new password.',
    newPasswordTitle: 'Choose a new password',
    newPasswordSubtitle: 'Enter your new password twice.',
    email: 'Email',
    password: 'Password',
    forgotPassword: 'Forgot your password?',
    login: 'Login',
    register: 'Register',
    noAccount: 'Don’t have an account?',
    accessDenied: 'Access denied',
    close: 'Close',
  },
  es: () => import('./messages.es'),
});
