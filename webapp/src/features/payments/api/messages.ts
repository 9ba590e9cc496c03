/** Spec §8 payment texts (and ours where the spec is silent). */
export const PAYMENT_MESSAGES = {
  loadFailed: 'Error loading payment history',
  statusFailed: 'Error updating payment status',
  notFound: 'Payment not found.',
  saveFailed: 'There was an error saving the payment.',
  packageNotFound: 'The package assigned to the client was not found.',
  packagesLoadFailed: 'Error loading packages.',
  packageNotConfigured: 'This package is not configured for PayPal subscriptions. Please contact support.',
  paypalNotAvailable: 'PayPal payment system not available',
  paypalLoadFailed: 'Failed to load payment system',
  subscriptionFailed: 'Error completing subscription',
  subscriptionCancelled: 'Subscription process cancelled',
  /** Ours */
  statusUpdated: 'Status updated successfully',
  saved: 'Payment saved successfully.',
  updated: 'Payment updated successfully.',
  subscribed: 'Subscription completed successfully.',
  clientsLoadFailed: 'Error loading clients.',
} as const;
