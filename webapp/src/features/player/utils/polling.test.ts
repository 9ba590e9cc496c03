import { describe, expect, it } from 'vitest';

import { MANIFEST_POLL_MS, MAX_BACKOFF_MS, nextPollDelay, PAIRING_POLL_MS, serverPollMs } from './polling';

describe('nextPollDelay', () => {
  it('asks every 30 seconds while answers come', () => {
    expect(nextPollDelay(0)).toBe(MANIFEST_POLL_MS);
  });

  it('doubles the wait after each failure in a row, up to five minutes', () => {
    expect([1, 2, 3, 4, 50].map((failures) => nextPollDelay(failures))).toEqual([60_000, 120_000, 240_000, MAX_BACKOFF_MS, MAX_BACKOFF_MS]);
  });

  it('backs off from the pairing poll as well', () => {
    expect(nextPollDelay(1, PAIRING_POLL_MS)).toBe(6_000);
  });
});

describe('serverPollMs', () => {
  it('asks again as often as the server says, in seconds', () => {
    expect(serverPollMs('10')).toBe(10_000);
    expect(serverPollMs(' 4 ')).toBe(4_000);
  });

  it('keeps its own interval when the server says nothing usable', () => {
    expect([null, '', 'soon', '0', '-5', '86400'].map((header) => serverPollMs(header))).toEqual(Array(6).fill(MANIFEST_POLL_MS));
  });

  it('backs off from the interval the server gave', () => {
    expect(nextPollDelay(1, serverPollMs('10'))).toBe(20_000);
  });
});
