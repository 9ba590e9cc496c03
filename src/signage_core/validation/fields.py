"""Reading raw form values and the small checks every form is built from.

A form arrives as a Mapping of field name to what a browser sends: a string, a number, a
boolean, a list, None, or nothing at all. Text values are trimmed before they are checked.
Each field lists its checks in spec order (required, then format, then length); the first
check that fails gives the field's message. Format and length checks pass on an empty value,
so an optional field is simply one without a `required` check. The checks are plain data
(a rule and its message), so the web app's copy of them is generated from these.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass

from signage_core.validation import messages as m

FormValues = Mapping[str, object]
FieldErrors = dict[str, str]
Check = Callable[[str], str | None]

EMAIL_PATTERN = re.compile(r"[^\s@]+@[^\s@]+\.[^\s@]+")
DIGITS_PATTERN = re.compile(r"[0-9]+")
NUMBER_PATTERN = re.compile(r"-?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)")


def text(values: FormValues, key: str) -> str:
    """The trimmed text of a field; numbers become their decimal text, anything else ''."""
    value = values.get(key)
    if isinstance(value, str):
        return value.strip()
    if isinstance(value, int | float) and not isinstance(value, bool):
        return _number_text(value)
    return ""


def raw_text(values: FormValues, key: str) -> str:
    """The untrimmed text of a field (passwords keep their spaces), or ''."""
    value = values.get(key)
    return value if isinstance(value, str) else ""


def _number_text(value: float) -> str:
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def is_blank(values: FormValues, key: str) -> bool:
    """Nothing was entered: the key is missing, None, or a string of spaces."""
    value = values.get(key)
    return value is None or (isinstance(value, str) and not value.strip())


def number(values: FormValues, key: str) -> float | None:
    """A numeric field as a float: a finite number or a plain decimal string; else None."""
    value = values.get(key)
    if isinstance(value, int | float) and not isinstance(value, bool):
        return float(value) if math.isfinite(value) else None
    if isinstance(value, str) and NUMBER_PATTERN.fullmatch(value.strip()):
        return float(value.strip())
    return None


def is_true(values: FormValues, key: str) -> bool:
    """A checkbox: JSON true, or the string 'true' a multipart form sends."""
    value = values.get(key)
    return value is True or (isinstance(value, str) and value.strip().lower() == "true")


def unknown_fields(values: FormValues, known: Collection[str]) -> FieldErrors:
    """An error on every key that is not one of the form's `known` fields, so a misspelt key
    ('show_banner', 'duraton') is refused instead of silently ignored."""
    return {key: m.UNKNOWN_FIELD for key in values if key not in known}


@dataclass(frozen=True, slots=True)
class Required:
    """The value must not be empty."""

    message: str

    def __call__(self, value: str) -> str | None:
        return self.message if not value else None


@dataclass(frozen=True, slots=True)
class Matches:
    """A non-empty value must match `pattern` whole."""

    pattern: re.Pattern[str]
    message: str

    def __call__(self, value: str) -> str | None:
        return self.message if value and not self.pattern.fullmatch(value) else None


@dataclass(frozen=True, slots=True)
class MaxLength:
    """At most `limit` characters."""

    limit: int
    message: str

    def __call__(self, value: str) -> str | None:
        return self.message if len(value) > self.limit else None


@dataclass(frozen=True, slots=True)
class MinLength:
    """A non-empty value has at least `limit` characters."""

    limit: int
    message: str

    def __call__(self, value: str) -> str | None:
        return self.message if value and len(value) < self.limit else None


@dataclass(frozen=True, slots=True)
class OneOf:
    """A non-empty value is one of `choices`."""

    choices: tuple[str, ...]
    message: str

    def __call__(self, value: str) -> str | None:
        return self.message if value and value not in self.choices else None


def required(message: str) -> Check:
    return Required(message)


def matches(pattern: re.Pattern[str], message: str) -> Check:
    return Matches(pattern, message)


def max_length(limit: int, message: str) -> Check:
    return MaxLength(limit, message)


def min_length(limit: int, message: str) -> Check:
    return MinLength(limit, message)


def one_of(choices: Iterable[str], message: str) -> Check:
    return OneOf(tuple(choices), message)


def first_failure(value: str, checks: Sequence[Check]) -> str | None:
    """The message of the first check that `value` fails, or None."""
    for check in checks:
        message = check(value)
        if message is not None:
            return message
    return None


def check_fields(values: FormValues, rules: Mapping[str, Sequence[Check]]) -> FieldErrors:
    """Apply each field's checks to its trimmed text; field → first failing message."""
    errors: FieldErrors = {}
    for key, checks in rules.items():
        message = first_failure(text(values, key), checks)
        if message is not None:
            errors[key] = message
    return errors
