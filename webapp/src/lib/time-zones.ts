import { useMemo } from 'react';

/**
 * IANA time zones: the browser's own (sent at registration) and the choices of a "Time zone"
 * select. A browser without `Intl.supportedValuesOf` gets a short list of common zones; a saved
 * zone missing from the list is still offered, so a select never loses its value.
 */

/** The browser's zone ('' when it cannot tell; the server then keeps "UTC"). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || '';
  } catch {
    return '';
  }
}

export const FALLBACK_TIME_ZONES: readonly string[] = [
  'UTC',
  'America/Anchorage',
  'America/Argentina/Buenos_Aires',
  'America/Bogota',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Mexico_City',
  'America/New_York',
  'America/Phoenix',
  'America/Santiago',
  'America/Sao_Paulo',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Shanghai',
  'Asia/Singapore',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Europe/Berlin',
  'Europe/London',
  'Europe/Madrid',
  'Europe/Paris',
  'Pacific/Auckland',
  'Pacific/Honolulu',
];

type WithZones = typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };

/** Every zone the browser knows (or the fallback list), 'UTC' first, `current` always included. */
export function timeZoneChoices(current = '', intl: WithZones = Intl): string[] {
  const known = typeof intl.supportedValuesOf === 'function' ? intl.supportedValuesOf('timeZone') : FALLBACK_TIME_ZONES;
  const zones = new Set(['UTC', ...known]);
  if (current) zones.add(current);
  return ['UTC', ...[...zones].filter((zone) => zone !== 'UTC').sort()];
}

/** A "Time zone" select's options: the choices, each zone its own label (kept while `current` stays). */
export function useTimeZoneOptions(current: string) {
  return useMemo(() => timeZoneChoices(current).map((zone) => ({ value: zone, label: zone })), [current]);
}
