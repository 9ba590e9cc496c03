/** The Screens page's texts (the spec has none for screens; see docs/decisions.md). */
export const SCREEN_MESSAGES = {
  loadFailed: 'Could not load the screens.',
  added: 'Screen added successfully.',
  addFailed: 'The screen could not be added.',
  updated: 'Screen updated successfully.',
  updateFailed: 'The screen could not be updated.',
  removed: 'Screen removed successfully.',
  removeFailed: 'The screen could not be removed.',
  nameRequired: 'Please enter a screen name.',
  codeRequired: 'Please enter the pairing code shown on the TV.',
  codeFormat: 'The pairing code has 8 letters or digits.',
} as const;

/** The server's 409 `screen_limit` text, word for word: shown beside Add Screen once the client
 * has as many screens as its package allows, or in trial as the trial allows (translated as the
 * server's text is). */
export function screenLimitText(units: number, trial = false): string {
  const allowed = units === 1 ? '1 screen' : `${units} screens`;
  if (trial) return `During the trial you can pair ${allowed}. Pay for a package under Subscriptions to add more.`;
  return `Your package allows ${allowed}. Choose a package with more TVs under Subscriptions to add more.`;
}
