/** Payment resources of docs/api.md (Package and Client are shared in @/types/api). */

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

export interface Payment {
  id: string;
  clientId: string;
  packageId: string;
  packageCode: string;
  /** USD */
  paymentAmount: number;
  units: number;
  expireDate: string | null;
  /** yyyy-mm-dd */
  paymentDate: string;
  paymentMethod: PaymentMethod | (string & {});
  paymentReference: string;
  status: boolean;
  providerStatus: string;
}

/** GET /api/config */
export interface PublicConfig {
  paypalClientId: string;
  paypalConfigured: boolean;
  youtubeConfigured: boolean;
}
