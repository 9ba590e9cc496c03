import { describe, expect, it } from 'vitest';

import { browserTimeZone, FALLBACK_TIME_ZONES, timeZoneChoices } from './time-zones';

describe('time zone choices', () => {
  it("offers every zone the browser knows, UTC first, sorted after it", () => {
    const zones = timeZoneChoices();
    expect(zones[0]).toBe('UTC');
    expect(zones).toContain('Europe/Madrid');
    expect(zones.slice(1)).toEqual([...zones.slice(1)].sort());
    expect(new Set(zones).size).toBe(zones.length);
  });

  it('falls back to a list of common zones when the browser cannot list them', () => {
    const withoutList = { ...Intl, supportedValuesOf: undefined } as unknown as typeof Intl;
    const zones = timeZoneChoices('', withoutList);
    expect(new Set(zones)).toEqual(new Set(FALLBACK_TIME_ZONES));
  });

  it('keeps a saved zone the list does not hold, so the select shows it', () => {
    const withoutList = { ...Intl, supportedValuesOf: undefined } as unknown as typeof Intl;
    expect(timeZoneChoices('Africa/Nairobi', withoutList)).toContain('Africa/Nairobi');
  });

  it("reads the browser's own zone", () => {
    expect(browserTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
