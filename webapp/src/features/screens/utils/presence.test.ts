import { describe, expect, it } from 'vitest';

import { isOnline } from './presence';

const NOW = Date.parse('2026-03-02T10:00:00Z');

describe('isOnline', () => {
  it('is online when the TV was seen within the last 2 minutes', () => {
    expect(isOnline('2026-03-02T09:58:00Z', NOW)).toBe(true);
    expect(isOnline('2026-03-02T09:59:59Z', NOW)).toBe(true);
  });

  it('is offline when seen longer ago, never, or at an unreadable time', () => {
    expect(isOnline('2026-03-02T09:57:59Z', NOW)).toBe(false);
    expect(isOnline(null, NOW)).toBe(false);
    expect(isOnline('soon', NOW)).toBe(false);
  });
});
