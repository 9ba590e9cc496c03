"""Sending to PayPal: one retry on a 5xx answer or a dropped connection, never on a timeout."""

from __future__ import annotations

import time
from typing import Any

import httpx

RETRIES = 1
_RETRYABLE = (httpx.NetworkError, httpx.RemoteProtocolError)


class ProviderUnreachable(Exception):
    """No usable answer: timeout, connection failure or an unusable body (message is logged)."""


class RetryingSender:
    def __init__(self, http: httpx.Client, retry_delay: float) -> None:
        self._http = http
        self._retry_delay = retry_delay

    @property
    def base_url(self) -> httpx.URL:
        return self._http.base_url

    def send(self, method: str, path: str, **options: Any) -> httpx.Response:
        for attempt in range(RETRIES + 1):
            if attempt:
                time.sleep(self._retry_delay)
            final = attempt == RETRIES
            try:
                response = self._http.request(method, path, **options)
            except httpx.TimeoutException:
                raise ProviderUnreachable(f"{method} {path} timed out") from None
            except _RETRYABLE as error:
                if final:
                    raise ProviderUnreachable(f"{method} {path}: {type(error).__name__}") from None
                continue
            except httpx.HTTPError as error:
                raise ProviderUnreachable(f"{method} {path}: {type(error).__name__}") from None
            if response.status_code < 500 or final:
                return response
        raise AssertionError("unreachable: the final attempt returns or raises")

    def close(self) -> None:
        self._http.close()


def json_object(response: httpx.Response) -> dict[str, Any]:
    try:
        payload = response.json()
    except ValueError:
        raise ProviderUnreachable(f"HTTP {response.status_code}: answer is not JSON") from None
    if not isinstance(payload, dict):
        raise ProviderUnreachable(f"HTTP {response.status_code}: answer is not a JSON object")
    return payload


def describe_failure(response: httpx.Response) -> str:
    """PayPal's error name and debug id (REST) or error code (OAuth), for the log."""
    try:
        payload = response.json()
    except ValueError:
        return f"HTTP {response.status_code}"
    if not isinstance(payload, dict):
        return f"HTTP {response.status_code}"
    name = payload.get("name") or payload.get("error") or ""
    debug_id = payload.get("debug_id") or ""
    return f"HTTP {response.status_code} {name} {debug_id}".strip()
