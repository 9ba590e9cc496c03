import { describe, expect, it } from 'vitest';

import { referenceText, SPANISH } from './reference-text';
import { SEEDED_BUSINESS_TYPES, SEEDED_PACKAGE_DESCRIPTIONS } from './spec-rules.gen';

describe('reference data the portal wrote', () => {
  it('has Spanish for every business type and package description it seeds', () => {
    for (const text of [...SEEDED_BUSINESS_TYPES, ...SEEDED_PACKAGE_DESCRIPTIONS]) {
      expect(SPANISH[text], text).toBeTruthy();
    }
  });

  it('translates the worded payment methods, keeps brand names and texts it did not write', () => {
    expect(referenceText('Cash', 'es')).toBe('Efectivo');
    expect(referenceText('PayPal', 'es')).toBe('PayPal');
    expect(referenceText('Our own plan', 'es')).toBe('Our own plan');
    expect(referenceText('Cash', 'en')).toBe('Cash');
  });
});
