/**
 * Web addresses a user types, as `signage_core.validation.web_address` (Python) reads them: an
 * http(s) URL with a host, or a bare domain ("sunny.example/menu"); `javascript:`, `data:` and
 * every other scheme are refused. Both sides run tests/cases/validation_cases.json.
 */
import type { Check } from './checks';

const LABEL = String.raw`[\p{L}\p{N}_-]+`;
const REST = String.raw`(?::[0-9]{1,5})?(?:[/?#]\S*)?`;
const ABSOLUTE_ADDRESS = new RegExp(String.raw`^https?://(?:[^\s/?#@]+@)?(?:${LABEL}(?:\.${LABEL})*|\[[0-9A-Fa-f:.]+\])${REST}$`, 'iu');
const BARE_ADDRESS = new RegExp(String.raw`^${LABEL}(?:\.${LABEL})+${REST}$`, 'u');
const SPACE_OR_CONTROL = /[\s\p{C}]/u;

export const WEB_ADDRESS_INVALID = 'Enter a web address such as https://example.com.';

export function isWebAddress(value: string): boolean {
  if (SPACE_OR_CONTROL.test(value)) return false;
  return (value.includes('://') ? ABSOLUTE_ADDRESS : BARE_ADDRESS).test(value);
}

export const webAddress =
  (message: string): Check =>
  (value) =>
    value && !isWebAddress(value) ? message : undefined;
