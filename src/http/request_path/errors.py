"""The one mapping from errors to responses: `{code, message, fieldErrors}` (docs/api.md)."""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import Any

import msgspec
from litestar import MediaType, Request, Response
from litestar.exceptions import HTTPException, ValidationException
from litestar.types import ExceptionHandlersMap
from signage_http.request_path.parameter_errors import invalid_values

from signage_core import errors as domain
from signage_core.validation import messages as m

logger = logging.getLogger("signage_http")

DOMAIN_ERRORS: tuple[tuple[type[domain.DomainError], int, str, str], ...] = (
    (domain.UnsupportedContent, 415, "unsupported_media", "an uploaded file is of the wrong type"),
    (domain.ValidationFailed, 400, "validation", "form values break the spec §5 rules"),
    (domain.AuthenticationFailed, 401, "auth_failed", "wrong credentials or reset token"),
    (domain.AccessDenied, 403, "access_denied", "unregistered or deactivated user"),
    (domain.LicenceExpired, 403, "licence_expired", "the client's licence has expired"),
    (domain.Forbidden, 403, "forbidden", "the role may not do this"),
    (
        domain.PaymentsNotConfigured,
        404,
        "paypal_not_configured",
        "PayPal is not set up on this portal",
    ),
    (domain.NotFound, 404, "not_found", "a named object is missing, or another tenant's"),
    (domain.DeviceNotPaired, 401, "device_not_paired", "the device token names no screen"),
    (domain.ScreenLimitReached, 409, "screen_limit", "the package allows no more screens"),
    (domain.ProfileIncomplete, 409, "profile_incomplete", "the user has no client profile"),
    (domain.Conflict, 409, "conflict", "clashes with existing data (an email in use)"),
    (domain.TooManyAttempts, 429, "too_many_attempts", "too many sign-in or reset requests"),
    (domain.ExternalServiceFailed, 502, "external", "the backend or a provider failed"),
    (domain.StorageFull, 507, "storage_full", "the storage is full or over its quota"),
    (domain.StorageUnavailable, 503, "storage_unavailable", "the storage refuses writes"),
    (
        domain.BackendUnavailable,
        503,
        "backend_unavailable",
        "a backend service did not answer in time",
    ),
)
"""Domain error → status, code, and when it happens (the OpenAPI's descriptions)."""
HTTP_CODES = {
    400: "validation",
    401: "unauthenticated",
    403: "forbidden",
    404: "not_found",
    405: "method_not_allowed",
    409: "conflict",
    413: "payload_too_large",
    415: "unsupported_media",
    429: "too_many_attempts",
}
BODY_TOO_LARGE = "The request body is too large."
NOT_FOUND = "Not found."
SIGN_IN_REQUIRED = "Please sign in to continue."
CSRF_FAILED = "Your session's security token is missing or invalid. Please reload the page."
LITESTAR_DISCONNECT = "client disconnected prematurely"
CLIENT_GONE = "The client closed the connection before the request body arrived."


class ErrorBody(msgspec.Struct, rename="camel"):
    code: str
    message: str
    field_errors: dict[str, str] = msgspec.field(default_factory=dict)


class ApiError(HTTPException):
    """An HTTP-layer refusal with its own code (uploads, sessions): raised by handlers."""

    def __init__(self, status_code: int, code: str, message: str) -> None:
        super().__init__(detail=message, status_code=status_code)
        self.code = code
        self.message = message


def error_response(
    status: int, code: str, message: str, field_errors: Mapping[str, str] | None = None
) -> Response[ErrorBody]:
    body = ErrorBody(code=code, message=message, field_errors=dict(field_errors or {}))
    return Response(body, status_code=status, media_type=MediaType.JSON)


def _domain_status(exc: domain.DomainError) -> tuple[int, str]:
    for cls, status, code, _ in DOMAIN_ERRORS:
        if isinstance(exc, cls):
            return status, code
    return 400, "validation"


def handle_domain_error(_: Request[Any, Any, Any], exc: Exception) -> Response[ErrorBody]:
    assert isinstance(exc, domain.DomainError)
    status, code = _domain_status(exc)
    fields = exc.field_errors if isinstance(exc, domain.ValidationFailed) else None
    if isinstance(exc, domain.UnsupportedContent):
        fields = None  # 415 answers carry the message only (docs/api.md)
    response = error_response(status, code, exc.message, fields)
    if isinstance(exc, domain.TooManyAttempts):
        response.headers["Retry-After"] = str(exc.retry_after)  # seconds (RFC 9110)
    return response


def handle_http_error(_: Request[Any, Any, Any], exc: Exception) -> Response[ErrorBody]:
    assert isinstance(exc, HTTPException)
    if isinstance(exc, ApiError):
        return error_response(exc.status_code, exc.code, exc.message)
    status = exc.status_code
    if isinstance(exc, ValidationException) or status == 400:
        return error_response(400, "validation", *invalid_values(exc.extra))
    if status >= 500 and exc.detail == LITESTAR_DISCONNECT:
        return _client_gone(_)
    if status >= 500:
        return handle_unexpected(_, exc)
    return error_response(status, HTTP_CODES.get(status, "error"), _http_message(exc))


def _http_message(exc: HTTPException) -> str:
    if exc.status_code == 401:
        return SIGN_IN_REQUIRED
    if exc.status_code == 404:
        return NOT_FOUND
    if exc.status_code == 413:
        return BODY_TOO_LARGE
    return str(exc.detail)


def _client_gone(request: Request[Any, Any, Any]) -> Response[ErrorBody]:
    """A client that hung up mid-body (an abandoned upload): one line, no traceback; the
    answer goes nowhere, 400 keeps it out of the server-error counts."""
    logger.warning("client disconnected during the body of %s %s", request.method, request.url.path)
    return error_response(400, "client_disconnected", CLIENT_GONE)


def handle_unexpected(request: Request[Any, Any, Any], exc: Exception) -> Response[ErrorBody]:
    logger.error(
        "unhandled %s on %s %s", type(exc).__name__, request.method, request.url.path, exc_info=exc
    )
    return error_response(500, "internal", m.SOMETHING_WENT_WRONG)


def exception_handlers() -> ExceptionHandlersMap:
    return {
        domain.DomainError: handle_domain_error,
        HTTPException: handle_http_error,
        Exception: handle_unexpected,
    }
