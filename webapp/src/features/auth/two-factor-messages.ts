import { defineMessages } from '@/lib/i18n';

/** The words of two-factor sign-in: the login's second step, setting it up, the security page. */
export const messages = defineMessages({
  en: {
    loading: 'Loading',
    verifyTitle: 'Two-factor sign-in',
    verifySubtitle: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
    code: 'Authentication code',
    codeRequired: 'Please enter the code.',
    verify: 'Verify',
    backToLogin: 'Back to login',
    enrolTitle: 'Set up two-factor sign-in',
    enrolSubtitle: 'Your portal asks staff to sign in with a code from an authenticator app.',
    scan: 'Scan this QR code with your authenticator app, or type the key below into it.',
    qrAlt: 'QR code to add this account to an authenticator app',
    secretLabel: 'Key',
    firstCode: 'Code from your app',
    turnOn: 'Turn on two-factor sign-in',
    startFailed: 'Two-factor sign-in could not be set up. Please try again.',
    codesTitle: 'Your recovery codes',
    codesDescription:
      'Each code signs you in once if you lose your phone. Save them somewhere safe now: they are not shown again.',
    codesSaved: 'I have saved my codes',
    turnedOn: 'Two-factor sign-in is on.',
    securityTitle: 'Security',
    securityDescription: 'Two-factor sign-in asks for a code from your phone after your password.',
    stateOn: 'Two-factor sign-in is on.',
    stateOff: 'Two-factor sign-in is off.',
    stateRequired: 'Your portal requires it for your role.',
    codesLeft: (count: number) => `Recovery codes left: ${count}`,
    lostPhone: 'Lost your phone and your recovery codes? Ask an Admin to reset your two-factor sign-in.',
    passwordFirst: 'Enter your password to set up two-factor sign-in.',
    setUp: 'Set up two-factor sign-in',
    loadFailed: 'Two-factor sign-in could not be loaded.',
  },
  es: () => import('./two-factor-messages.es'),
});
