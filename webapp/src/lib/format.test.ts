import { describe, expect, it } from 'vitest';

import { addDays, formatBytes, formatDate, formatDateTime, formatDuration, formatMoment, formatNumber, formatUsd, joinWithAnd, toIsoDate } from './format';

describe('formatting', () => {
  it('shows amounts in USD', () => {
    expect(formatUsd(19.9)).toBe('$19.90');
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd('7')).toBe('$7.00');
    expect(formatUsd(null)).toBe('$0.00');
  });

  it('shows dates as en-US mm/dd/yyyy, a stored yyyy-mm-dd as that very day', () => {
    expect(formatDate('2026-03-07')).toBe('03/07/2026');
    expect(formatDate(new Date(2026, 11, 31, 23, 59))).toBe('12/31/2026');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('adds days and prints ISO dates', () => {
    expect(toIsoDate(addDays(new Date(2026, 1, 25), 7))).toBe('2026-03-04');
  });

  it('shows sizes and durations', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2 * 1024 * 1024)).toBe('2.0 MB');
    expect(formatDuration(75)).toBe('1:15');
    expect(formatDuration(3725)).toBe('1:02:05');
  });

  it('formats a datetime as mm/dd/yyyy and the time of day', () => {
    expect(formatDateTime(new Date(2026, 2, 7, 0, 5))).toBe('03/07/2026 12:05 AM');
    expect(formatDateTime(new Date(2026, 2, 7, 13, 45))).toBe('03/07/2026 1:45 PM');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('nope')).toBe('');
  });

  it('writes a list as a sentence', () => {
    expect(joinWithAnd([])).toBe('');
    expect(joinWithAnd(['A'])).toBe('A');
    expect(joinWithAnd(['A', 'B'])).toBe('A and B');
    expect(joinWithAnd(['A', 'B', 'C'])).toBe('A, B and C');
  });
});

describe('dates in Spanish', () => {
  it('writes the day first, and a 24-hour clock', () => {
    expect(formatDate('2026-12-03', 'es')).toBe('03/12/2026');
    expect(formatDate(new Date(2026, 0, 5), 'es')).toBe('05/01/2026');
    expect(formatDateTime(new Date(2026, 0, 5, 15, 7), 'es')).toBe('05/01/2026 15:07');
    expect(formatDateTime(new Date(2026, 0, 5, 15, 7))).toBe('01/05/2026 3:07 PM');
  });
});

describe('numbers in Spanish', () => {
  it('writes sizes, amounts and numbers with a decimal comma', () => {
    expect(formatBytes(424 * 1024, 'es')).toBe('424,0 KB');
    expect(formatBytes(424 * 1024)).toBe('424.0 KB');
    expect(formatBytes(1.5 * 1024 * 1024, 'es')).toBe('1,5 MB');
    expect(formatBytes(12, 'es')).toBe('12 B');
    expect(formatUsd(19.9, 'es')).toBe('19,90 US$');
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatNumber(2.5, 'es', 1)).toBe('2,5');
  });

  it('writes an audit moment with a 24-hour clock in both languages', () => {
    expect(formatMoment(new Date(2026, 2, 5, 9, 30))).toBe('03/05/2026 09:30');
    expect(formatMoment(new Date(2026, 2, 5, 21, 30), 'es')).toBe('05/03/2026 21:30');
    expect(formatMoment('nope')).toBe('');
  });
});
