import { makePackage } from '@/testing/fixtures';
import type { Package } from '@/types/api';

import type { Payment, PublicConfig } from '../types';

export function makePayment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: 'pay-1',
    clientId: 'c-1',
    packageId: 'p-basic',
    packageCode: 'BASIC',
    paymentAmount: 19.99,
    units: 1,
    expireDate: '2026-04-01T15:00:00Z',
    paymentDate: '2026-03-02',
    paymentMethod: 'PayPal',
    paymentReference: 'I-SUB123',
    status: true,
    providerStatus: 'ACTIVE',
    ...overrides,
  };
}

export const BASIC: Package = makePackage();
export const PRO: Package = makePackage({ id: 'p-pro', packageCode: 'PRO', packageDescription: 'Pro, 3 TVs', packagePrice: 49.5, units: 3, days: 90, planId: 'P-PRO' });
export const FREE: Package = makePackage({ id: 'p-free', packageCode: 'FREE', packageDescription: 'Free trial', packagePrice: 0, units: 1, days: 7, planId: '' });

export function makeConfig(overrides: Partial<PublicConfig> = {}): PublicConfig {
  return { paypalClientId: 'paypal-client-1', paypalConfigured: true, youtubeConfigured: true, ...overrides };
}
