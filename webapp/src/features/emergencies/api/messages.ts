/** The Emergency page's texts; the checks' are the server's own, word for word (translated as
 * the server's are, by lib/spec-messages). */
export const EMERGENCY_MESSAGES = {
  textRequired: 'Write the message to show.',
  colourFormat: 'Choose a colour as #rrggbb, such as #cc0000.',
  endsAtRequired: 'Choose when the message ends.',
  endsAtPast: 'Choose an end time in the future.',
  loadFailed: 'Could not load the emergency messages.',
  sent: 'Emergency message sent.',
  sendFailed: 'The emergency message could not be sent.',
  cancelled: 'Emergency message ended.',
  cancelFailed: 'The emergency message could not be ended.',
} as const;
