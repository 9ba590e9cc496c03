"""The Identity Toolkit REST calls the Admin SDK does not offer: password sign-in and
password reset with an oobCode, made with the project's web API key.

The key goes in the `X-Goog-Api-Key` header, never in the URL: httpx logs every request's URL
(INFO), and a URL also ends up in proxies' logs and in error texts."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import httpx
from firebase_admin.exceptions import FirebaseError
from google.api_core.retry import Retry, if_exception_type

from signage_core.ports.identity_provider import IdentityError

from .clients import identity_toolkit_url
from .deadlines import Deadline
from .outages import outages

AUTH = "Firebase Auth"

API_KEY_HEADER = "X-Goog-Api-Key"
"""Google APIs take the API key in this header as well as in `?key=`."""


class ToolkitRefusal(Exception):
    """The service answered with an error code such as INVALID_PASSWORD or WEAK_PASSWORD."""

    def __init__(self, code: str) -> None:
        super().__init__(code)
        self.code = code


@contextmanager
def service_failures() -> Iterator[None]:
    """Failures of the service itself (network, quota, outage) become the port's base
    `IdentityError`, which the use cases report with the spec §8 text of the operation; an
    outage (no answer within the deadline, no connection) is `BackendUnavailable`."""
    try:
        with outages(AUTH):
            yield
    except (FirebaseError, httpx.HTTPError) as failed:
        raise IdentityError(f"Firebase Auth failed: {failed}") from failed


class IdentityToolkit:
    def __init__(
        self, api_key: str, base_url: str | None = None, deadline: Deadline | None = None
    ) -> None:
        seconds = (deadline or Deadline()).seconds
        self._http = httpx.Client(timeout=seconds, headers={API_KEY_HEADER: api_key})
        self._base = base_url or identity_toolkit_url()
        self._retry = Retry(predicate=if_exception_type(httpx.ConnectError), timeout=seconds)

    def sign_in(self, email: str, password: str) -> str:
        """The uid of the account whose password this is."""
        body = {"email": email, "password": password, "returnSecureToken": True}
        return str(self._call("signInWithPassword", body)["localId"])

    def reset_password(self, oob_code: str, new_password: str) -> str:
        """Spend a password-reset code; returns the account's email."""
        body = {"oobCode": oob_code, "newPassword": new_password}
        return str(self._call("resetPassword", body)["email"])

    def close(self) -> None:
        self._http.close()

    def _call(self, method: str, body: dict[str, Any]) -> dict[str, Any]:
        url = f"{self._base}/accounts:{method}"
        with service_failures():  # only a request that never left is sent again
            answer = self._retry(self._http.post)(url, json=body)
        if answer.is_success:
            result: dict[str, Any] = answer.json()
            return result
        raise ToolkitRefusal(_error_code(answer))


def _error_code(answer: httpx.Response) -> str:
    """`WEAK_PASSWORD : Password should be…` → `WEAK_PASSWORD`; an answer that is not the
    service's error shape is a service failure."""
    try:
        message = str(answer.json()["error"]["message"])
    except (ValueError, KeyError, TypeError):
        raise IdentityError(f"Firebase Auth answered {answer.status_code}") from None
    return message.split(" ", 1)[0]
