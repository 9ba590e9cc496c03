"""The web app's copy of the spec's limits and field rules, written from the Python core.

`spec_rules_module()` is the text of webapp/src/lib/spec-rules.gen.ts: the limits the web forms
check (signage_core.limits), the field patterns, each form's fields with their checks
(signage_core.validation), each check as data the web app turns back into a check, and the
audit log's actions (signage_core.entities.logs). The browser thus gives the server's first
message for the same input, and filters by every action written, without a second copy.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence

from signage_core import limits
from signage_core.entities.logs import LogAction
from signage_core.usecases.billing.reference_data import BUSINESS_TYPES, PACKAGES
from signage_core.validation import accounts, clients, emergencies, screen_groups, screens
from signage_core.validation import fields as f
from signage_core.validation.web_address import WebAddress

LIMITS = (
    "NAME_MIN",
    "NAME_MAX",
    "PASSWORD_MIN",
    "BUSINESS_NAME_MAX",
    "CONTACT_NAME_MAX",
    "CLIENT_PHONE_MAX",
    "COMPANY_EMAIL_MAX",
    "WEBSITE_MAX",
    "LOCATION_NUMBER_MAX",
    "MAX_LOGO_BYTES",
    "MAX_LOGO_SIDE",
    "MAX_MEDIA_BYTES",
    "SCREEN_NAME_MAX",
    "GROUP_NAME_MAX",
    "EMERGENCY_TEXT_MAX",
)
PATTERNS = {
    "EMAIL_PATTERN": f.EMAIL_PATTERN,
    "DIGITS_PATTERN": f.DIGITS_PATTERN,
    "COLOUR_PATTERN": emergencies.COLOUR,
}
Rules = Mapping[str, Sequence[f.Check]]
FORMS: dict[str, Rules] = {
    "LOGIN_RULES": {"email": accounts.EMAIL_CHECKS, "password": accounts.PASSWORD_CHECKS},
    "ACCOUNT_RULES": {
        "name": accounts.NAME_CHECKS,
        "phone": accounts.PHONE_CHECKS,
        "email": accounts.EMAIL_CHECKS,
        "password": accounts.NEW_PASSWORD_CHECKS,
        "role": accounts.ROLE_CHECKS,
        "adminPassword": accounts.ADMIN_PASSWORD_CHECKS,
    },
    "USER_EDIT_RULES": accounts.USER_EDIT_RULES,
    "CLIENT_RULES": clients.client_rules(),
    "SCREEN_RULES": {"name": screens.NAME_CHECKS},
    "GROUP_RULES": {"name": screen_groups.NAME_CHECKS},
    "EMERGENCY_RULES": emergencies.RULES,
}
HEADER = """\
/**
 * The spec's limits and field rules, generated from the Python core (signage_core.limits and
 * signage_core.validation): do not edit. Regenerate with `nox -s webapp_types`
 * (tools/webapp_types). lib/checks.ts turns a rule list into checks.
 */

export type Rule =
  | { readonly kind: 'required'; readonly message: string }
  | { readonly kind: 'matches'; readonly pattern: RegExp; readonly message: string }
  | { readonly kind: 'minLength'; readonly limit: number; readonly message: string }
  | { readonly kind: 'maxLength'; readonly limit: number; readonly message: string }
  | { readonly kind: 'oneOf'; readonly choices: readonly string[]; readonly message: string }
  | { readonly kind: 'webAddress'; readonly message: string };
"""


def _pattern_name(pattern: re.Pattern[str]) -> str:
    for name, known in PATTERNS.items():
        if known is pattern:
            return name
    raise ValueError(f"no pattern of the web app is {pattern.pattern!r}: add it to PATTERNS")


def _rule(check: f.Check) -> str:
    """One check as a TypeScript object literal."""
    message = json.dumps(getattr(check, "message", None))
    match check:
        case f.Required() | WebAddress():
            kind = "required" if isinstance(check, f.Required) else "webAddress"
            return f"{{ kind: '{kind}', message: {message} }}"
        case f.Matches(pattern=pattern):
            return f"{{ kind: 'matches', pattern: {_pattern_name(pattern)}, message: {message} }}"
        case f.MinLength(limit=limit) | f.MaxLength(limit=limit):
            kind = "minLength" if isinstance(check, f.MinLength) else "maxLength"
            return f"{{ kind: '{kind}', limit: {limit}, message: {message} }}"
        case f.OneOf(choices=choices):
            return f"{{ kind: 'oneOf', choices: {json.dumps(list(choices))}, message: {message} }}"
    raise TypeError(f"a check the web app cannot read: {check!r}")


def _form(name: str, rules: Rules) -> str:
    lines = [f"export const {name} = {{"]
    for field, checks in rules.items():
        lines.append(f"  {field}: [")
        lines.extend(f"    {_rule(check)}," for check in checks)
        lines.append("  ],")
    lines.append("} as const satisfies Record<string, readonly Rule[]>;")
    return "\n".join(lines)


def _limits() -> str:
    return "\n".join(f"export const {name} = {getattr(limits, name)};" for name in LIMITS)


def _patterns() -> str:
    """A Python pattern checked with fullmatch is the same JavaScript pattern anchored."""
    lines = []
    for name, pattern in PATTERNS.items():
        lines.append(f"export const {name} = /^(?:{pattern.pattern})$/;")
    return "\n".join(lines)


def _audit_actions() -> str:
    """Every action the server writes to the audit log: the audit filter's options."""
    actions = ", ".join(f"'{action.value}'" for action in LogAction)
    note = "/** Every action the server writes to the audit log (signage_core LogAction). */"
    return f"{note}\nexport const AUDIT_ACTIONS = [{actions}] as const;"


def _seeded() -> str:
    """The reference data the portal writes into a new store: the web app translates it."""
    types = json.dumps(list(BUSINESS_TYPES))
    descriptions = json.dumps([description for _, description, *_ in PACKAGES])
    note = "/** The business types and package descriptions the portal seeds (in English). */"
    return (
        f"{note}\nexport const SEEDED_BUSINESS_TYPES = {types} as const;\n"
        f"export const SEEDED_PACKAGE_DESCRIPTIONS = {descriptions} as const;"
    )


def spec_rules_module() -> str:
    forms = (_form(name, rules) for name, rules in FORMS.items())
    parts = [HEADER, _limits(), _patterns(), *forms, _audit_actions(), _seeded()]
    return "\n\n".join(part.rstrip("\n") for part in parts) + "\n"
