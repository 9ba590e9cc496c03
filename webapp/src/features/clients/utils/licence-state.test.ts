import { describe, expect, it } from 'vitest';

import { makeClient, makeLicence } from '@/testing/fixtures';

import { licenceState } from './licence-state';

const NOW = new Date('2026-06-01T12:00:00Z');

describe('licence state of a client', () => {
  it('follows the server’s licence when it is sent', () => {
    expect(licenceState(makeClient({ licence: makeLicence({ expired: true }) }), NOW)).toBe('Expired');
    expect(licenceState(makeClient({ licence: makeLicence({ trial: true }) }), NOW)).toBe('Trial');
    expect(licenceState(makeClient({ expireDate: '2020-01-01T00:00:00Z', licence: makeLicence() }), NOW)).toBe('Active');
  });

  it('falls back on the expiry date without it', () => {
    expect(licenceState(makeClient({ expireDate: '2026-05-31T00:00:00Z' }), NOW)).toBe('Expired');
    expect(licenceState(makeClient({ expireDate: '2026-06-02T00:00:00Z' }), NOW)).toBe('Active');
    expect(licenceState(makeClient({ expireDate: null }), NOW)).toBe('Trial');
  });
});
