"""Use-case helpers: turning validator output and storage failures into domain errors."""

from __future__ import annotations

from collections.abc import Collection, Iterator, Mapping
from contextlib import contextmanager

from signage_core.errors import DomainError, ExternalServiceFailed, NotFound, ValidationFailed
from signage_core.validation.fields import FormValues, unknown_fields


def require_known(form: FormValues, fields: Collection[str]) -> None:
    """Raise ValidationFailed naming every key of `form` that is not one of its `fields`."""
    require_valid(unknown_fields(form, fields))


def require_valid(errors: Mapping[str, str]) -> None:
    """Raise ValidationFailed with the validator's field errors, if any."""
    if errors:
        raise ValidationFailed(errors)


def require_saved(saved: bool, message: str) -> None:
    """NotFound with the record's own text when an edit found it deleted meanwhile (a
    repository's `save_existing` answered False, having written nothing)."""
    if not saved:
        raise NotFound(message)


@contextmanager
def failing_as(message: str) -> Iterator[None]:
    """Report a storage failure with the spec §8 text for the operation (domain errors pass)."""
    try:
        yield
    except DomainError:
        raise
    except Exception as error:
        raise ExternalServiceFailed(message) from error
