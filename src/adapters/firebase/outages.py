"""An unreachable or silent Firebase, as the core's `BackendUnavailable`: the errors the Google
libraries raise once a deadline has passed or their bounded retries are spent (gRPC's
UNAVAILABLE and DEADLINE_EXCEEDED, a spent retry, an HTTP connection or read timeout, a
credential refresh that cannot reach Google). Other errors pass unchanged."""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import ParamSpec, TypeVar

import google.auth.exceptions
import httpx
import requests
from firebase_admin import exceptions as admin_errors
from google.api_core import exceptions as api_errors

from signage_core.errors import BackendUnavailable
from signage_core.validation import messages as m

logger = logging.getLogger("signage_adapters.firebase")

OUTAGES: tuple[type[BaseException], ...] = (
    api_errors.ServiceUnavailable,
    api_errors.DeadlineExceeded,
    api_errors.RetryError,
    requests.ConnectionError,
    requests.Timeout,
    httpx.TransportError,
    google.auth.exceptions.TransportError,
    admin_errors.UnavailableError,
    admin_errors.DeadlineExceededError,
)
P = ParamSpec("P")
T = TypeVar("T")


@contextmanager
def outages(service: str) -> Iterator[None]:
    """An outage of `service` (Firestore, Cloud Storage, Firebase Auth) inside becomes
    `BackendUnavailable`, logged as one line without a traceback."""
    try:
        yield
    except OUTAGES as error:
        raise unavailable(service, error) from error
    except ValueError as error:  # a transaction's rollback, refused as its begin failed
        if not isinstance(error.__context__, OUTAGES):
            raise
        raise unavailable(service, error.__context__) from error


def unavailable(service: str, error: BaseException) -> BackendUnavailable:
    logger.warning("%s unavailable: %s: %s", service, type(error).__name__, error)
    return BackendUnavailable(m.BACKEND_UNAVAILABLE)


def guarded(service: str) -> Callable[[Callable[P, T]], Callable[P, T]]:
    """A method whose outages of `service` become `BackendUnavailable`."""

    def decorate(method: Callable[P, T]) -> Callable[P, T]:
        @functools.wraps(method)
        def call(*args: P.args, **kwargs: P.kwargs) -> T:
            with outages(service):
                return method(*args, **kwargs)

        return call

    return decorate
