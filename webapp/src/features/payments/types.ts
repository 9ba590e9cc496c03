/** Payment methods (the Payment resource itself is in @/types/api). */

/** Spec §9: the methods a payment may have; PayPal is the online provider. */
export const PAYMENT_METHODS = [
  'Cash',
  'Check',
  'Debit Card',
  'Credit Card',
  'Membership',
  'PayPal',
  'Zelle',
  'Venmo',
  'Coupon',
  'Others',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const ONLINE_PROVIDER: PaymentMethod = 'PayPal';
