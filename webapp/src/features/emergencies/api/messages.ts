/** The Emergency page's texts checked in the browser (the server gives its own for what it refuses). */
export const EMERGENCY_MESSAGES = {
  textRequired: 'Please enter the message.',
  colourFormat: 'Choose a colour as #rrggbb.',
  endsAtRequired: 'Please choose when the message ends.',
  endsAtPast: 'The end time must be in the future.',
  loadFailed: 'Could not load the emergency messages.',
  sent: 'Emergency message sent.',
  sendFailed: 'The emergency message could not be sent.',
  cancelled: 'Emergency message ended.',
  cancelFailed: 'The emergency message could not be ended.',
} as const;
