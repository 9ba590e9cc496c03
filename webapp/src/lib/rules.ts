/**
 * The core's field rules (./spec-rules.gen.ts, generated from signage_core.validation) as the
 * plain checks of ./checks.ts: a form builds its fields from the server's own rules and messages.
 */
import { matches, maxLength, minLength, oneOf, required, type Check } from './checks';
import type { Rule } from './spec-rules.gen';
import { webAddress } from './web-address';

function checkOf(rule: Rule): Check {
  switch (rule.kind) {
    case 'required':
      return required(rule.message);
    case 'matches':
      return matches(rule.pattern, rule.message);
    case 'minLength':
      return minLength(rule.limit, rule.message);
    case 'maxLength':
      return maxLength(rule.limit, rule.message);
    case 'oneOf':
      return oneOf(rule.choices, rule.message);
    case 'webAddress':
      return webAddress(rule.message);
  }
}

/** A field's rules, in the core's order, as checks. */
export function checksOf(rules: readonly Rule[]): Check[] {
  return rules.map(checkOf);
}
