import { describe, expect, it } from 'vitest';

import { shiftedExpiry } from './expiry';

describe('shiftedExpiry', () => {
  it('moves the expiry by the difference in Days', () => {
    expect(shiftedExpiry('2026-03-01T12:00:00Z', 30, 395)?.toISOString()).toBe('2027-03-01T12:00:00.000Z');
    expect(shiftedExpiry('2026-03-01T12:00:00Z', 90, 30)?.toISOString()).toBe('2025-12-31T12:00:00.000Z');
    expect(shiftedExpiry('2026-03-01T12:00:00Z', 30, 30)?.toISOString()).toBe('2026-03-01T12:00:00.000Z');
  });

  it('has nothing to shift without an expiry', () => {
    expect(shiftedExpiry(null, 30, 60)).toBeNull();
    expect(shiftedExpiry('soon', 30, 60)).toBeNull();
  });
});
