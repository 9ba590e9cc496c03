"""Which error answers each route gives, in one place: the OpenAPI at /schema is built from it.

Most answers follow from what a route is (`derived_answers`): a body or a typed query can be
invalid (400), a session route needs a session (401), a write needs the CSRF header (403), an
id in the path can name nothing (404), an upload can be too large or of the wrong type (413,
415), a write can find the storage full (507) or refusing writes (503). What only the use
case knows, a handler states with `refuses(...)` in its `opt`: the domain errors it can
raise (their status and code come from `errors.DOMAIN_ERRORS`) or one of the HTTP layer's
own answers below.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from signage_http.request_path.errors import DOMAIN_ERRORS

from signage_core import errors as domain


@dataclass(frozen=True, slots=True)
class Answer:
    """One refusal a route can give: `{code, message, fieldErrors}` with this status."""

    status: int
    code: str
    when: str
    retry_after: bool = False


def domain_answer(error: type[domain.DomainError]) -> Answer:
    """The answer `errors.py` gives for a domain error class."""
    for cls, status, code, when in DOMAIN_ERRORS:
        if issubclass(error, cls):
            return Answer(status, code, when)
    raise LookupError(error)


INVALID = Answer(400, "validation", "a malformed body or value, or one breaking the spec §5 rules")
JSON_LIMITS = Answer(400, "validation", "a JSON body nested too deep or too large")
UNAUTHENTICATED = Answer(401, "unauthenticated", "no valid session")
CSRF_REFUSED = Answer(403, "csrf_failed", "the X-CSRFToken header is missing or wrong")
NOT_FOUND = Answer(404, "not_found", "the object in the path is missing, or another tenant's")
TOO_LARGE = Answer(413, "payload_too_large", "the body is over the route's limit")
UNSUPPORTED = domain_answer(domain.UnsupportedContent)
STORAGE_FULL = domain_answer(domain.StorageFull)
STORAGE_UNAVAILABLE = domain_answer(domain.StorageUnavailable)
BACKEND_UNAVAILABLE = domain_answer(domain.BackendUnavailable)
THROTTLED = Answer(
    429, "too_many_attempts", "too many attempts: retry after Retry-After seconds", True
)
NOT_MODIFIED = Answer(304, "not_modified", "If-None-Match names the current ETag (no body)")
PAYPAL_NOT_CONFIGURED = Answer(404, "paypal_not_configured", "payments are not configured")
WEBHOOK_UNVERIFIED = Answer(403, "forbidden", "PayPal did not verify the event")

CLIENT_FEATURE = (domain.Forbidden, domain.ProfileIncomplete)
"""Media, videos, playlists and the dashboard: staff are refused, a Client needs a profile."""
CONTENT_WRITE = (*CLIENT_FEATURE, domain.LicenceExpired)
"""Content writes pass the licence gate."""

REFUSALS = "refusals"


def refuses(*kinds: type[domain.DomainError] | Answer) -> dict[str, Any]:
    """A handler's `opt`: the refusals its use case adds to the derived ones."""
    return {REFUSALS: kinds}


def declared_answers(kinds: Iterable[type[domain.DomainError] | Answer]) -> list[Answer]:
    return [kind if isinstance(kind, Answer) else domain_answer(kind) for kind in kinds]


@dataclass(frozen=True, slots=True)
class RouteTraits:
    """What a route is, as far as its refusals go."""

    body: bool
    """The route reads a body: JSON, an upload, or raw bytes it checks itself."""
    json_body: bool
    typed_query: bool
    session: bool
    csrf: bool
    path_id: bool
    upload: bool


def derived_answers(traits: RouteTraits) -> list[Answer]:
    rules = (
        (traits.body or traits.typed_query, INVALID),
        (traits.json_body, JSON_LIMITS),
        (traits.session, UNAUTHENTICATED),
        (traits.csrf, CSRF_REFUSED),
        (traits.path_id, NOT_FOUND),
        (traits.body, TOO_LARGE),
        (traits.upload, UNSUPPORTED),
        (traits.csrf, STORAGE_FULL),
        (traits.csrf, STORAGE_UNAVAILABLE),
        (_reaches_the_backend(traits), BACKEND_UNAVAILABLE),
    )
    return [answer for applies, answer in rules if applies]


def _reaches_the_backend(traits: RouteTraits) -> bool:
    """A route that reads anything from the request reads or writes the backend (only the
    fixed ones, such as the portal's configuration, do not)."""
    return any((traits.body, traits.typed_query, traits.session, traits.csrf, traits.path_id))
