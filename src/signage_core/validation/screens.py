"""The screen form (ours, issue 15): a name, a pairing code, an optional playlist."""

from __future__ import annotations

from signage_core.limits import SCREEN_NAME_MAX
from signage_core.rules.screens import is_pairing_code, normalise_code
from signage_core.validation import messages as m
from signage_core.validation.fields import FieldErrors, check_fields, max_length, required

NAME_CHECKS = (
    required(m.SCREEN_NAME_REQUIRED),
    max_length(SCREEN_NAME_MAX, m.SCREEN_NAME_TOO_LONG),
)


def validate_screen_name(name: str) -> FieldErrors:
    """The name, trimmed: required, at most SCREEN_NAME_MAX characters."""
    return check_fields({"name": name}, {"name": NAME_CHECKS})


def validate_pairing_code(code: str) -> FieldErrors:
    """A typed code of another shape than the TV's (8 letters or digits of the alphabet, once
    blanks, dashes and case are forgiven); an empty one is left to the claim."""
    plain = normalise_code(code)
    if not plain or is_pairing_code(plain):
        return {}
    return {"pairingCode": m.PAIRING_CODE_FORMAT}
