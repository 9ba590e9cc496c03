/** The audit screen's texts (the spec has none for it: ours). */
export const AUDIT_MESSAGES = {
  loadFailed: 'Could not load the audit log.',
  badRange: 'The From day must be on or before the To day.',
  noMatch: 'No entries match these filters.',
  empty: 'The audit log is empty.',
} as const;
