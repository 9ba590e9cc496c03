/** Spec §8 "Clients (admin)" and "Business profile", word for word. */
export const CLIENT_MESSAGES = {
  loadFailed: 'Error fetching clients or payments data.',
  actionFailed: 'There was an error performing the action.',
  statusFailed: 'There was an error updating the client status.',
  wrongPassword: 'Incorrect password. Could not authenticate.',
  created: 'Client created successfully.',
  createFailed: 'There was an error creating the client.',
  userUnknown: 'The current user could not be identified.',
  adminTypesFailed: 'Error loading business types',
  packagesFailed: 'Error loading packages.',
  // Business profile
  notFound: 'The client does not exist.',
  customerLoadFailed: 'There was an error loading customer data.',
  typesFailed: 'Error loading business types.',
  changesNotSaved: 'Changes could not be saved.',
  updateFailed: 'There was an error updating the client.',
  updated: 'Client successfully updated.',
  logoFailed: 'Error uploading logo',
  logoUploaded: 'Logo uploaded successfully',
  // Ours (the spec is silent on these successes).
  deactivated: 'Client deactivated.',
  /** The server's field error too (signage_core PACKAGE_CHANGES_WITH_PAYMENT). */
  packageChangesWithPayment: 'The package changes with a payment. Please choose a new package under Subscriptions.',
  deleted: (payments: number, total: string) => `Client deleted with ${payments} payment(s) totalling ${total}.`,
} as const;
