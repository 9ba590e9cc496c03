"""Every route's answers in the OpenAPI: its success, and each refusal of `answers.py` with the
`ErrorBody` schema (`{code, message, fieldErrors}`), nothing else.

`document_answers(app)` runs once the app is built (handlers know their signatures then): it
gives each API handler `responses` (Litestar derives the ErrorBody schema from the Struct) and
an Operation class that drops Litestar's own error answers and adds what `ResponseSpec` cannot
say: the Retry-After header of a 429 and the binary content of a stored file.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from litestar import Litestar
from litestar.handlers import HTTPRouteHandler
from litestar.openapi import ResponseSpec
from litestar.openapi.spec import OpenAPIHeader, OpenAPIMediaType, OpenAPIType, Operation, Schema
from litestar.response import Stream
from litestar.routes import HTTPRoute
from litestar.types import Empty
from signage_http.auth.csrf import CSRF_EXEMPT, SAFE_METHODS
from signage_http.openapi.descriptions import BINARY, MultipartOperation
from signage_http.request_path.answers import (
    NOT_MODIFIED,
    REFUSALS,
    Answer,
    RouteTraits,
    declared_answers,
    derived_answers,
)
from signage_http.request_path.errors import ErrorBody

DOCUMENTED_PREFIXES = ("/api/", "/files/")
PLAIN_QUERY_TYPES: tuple[Any, ...] = (str, str | None)
RETRY_AFTER = OpenAPIHeader(
    schema=Schema(type=OpenAPIType.INTEGER, minimum=1),
    required=True,
    description="Seconds to wait before the next attempt.",
)


def route_traits(route: HTTPRoute, handler: HTTPRouteHandler) -> RouteTraits:
    parameters = handler.parsed_fn_signature.parameters
    dependencies = handler.resolve_dependencies()
    query = [
        field.annotation
        for name, field in parameters.items()
        if type(field.kwarg_definition).__name__ == "QueryParameter" and name not in dependencies
    ]
    upload = issubclass(handler.operation_class, MultipartOperation)
    own_limit = handler.request_max_body_size not in (None, Empty)
    return RouteTraits(
        body="data" in parameters or upload or own_limit,
        json_body="data" in parameters,
        typed_query=any(annotation not in PLAIN_QUERY_TYPES for annotation in query),
        session="actor" in parameters,
        csrf=bool(handler.http_methods - SAFE_METHODS) and route.path not in CSRF_EXEMPT,
        path_id=bool(route.path_parameters),
        upload=upload,
    )


def route_answers(route: HTTPRoute, handler: HTTPRouteHandler) -> dict[int, list[Answer]]:
    """Every refusal of the route, by status."""
    found = derived_answers(route_traits(route, handler))
    found += declared_answers(handler.opt.get(REFUSALS, ()))
    by_status: dict[int, list[Answer]] = {}
    for answer in found:
        if answer not in by_status.setdefault(answer.status, []):
            by_status[answer.status].append(answer)
    return dict(sorted(by_status.items()))


def _description(answers: Sequence[Answer]) -> str:
    """`code`: when, or when; `other`: when (one line per code)."""
    whens: dict[str, list[str]] = {}
    for answer in answers:
        whens.setdefault(answer.code, []).append(answer.when)
    return "; ".join(f"`{code}`: {', or '.join(texts)}" for code, texts in whens.items())


def _spec(answers: Sequence[Answer]) -> ResponseSpec:
    """The ErrorBody answer; a 304 (not modified) has no body."""
    body = None if all(answer.status == NOT_MODIFIED.status for answer in answers) else ErrorBody
    return ResponseSpec(body, description=_description(answers), generate_examples=False)


def exact_operation(
    base: type[Operation], statuses: set[int], retry_after: set[int], binary: bool
) -> type[Operation]:
    """`base` whose responses are the success and exactly `statuses`."""

    @dataclass
    class ExactOperation(base):  # type: ignore[valid-type,misc]
        def __post_init__(self) -> None:
            getattr(super(), "__post_init__", lambda: None)()
            responses = self.responses or {}
            for status in [key for key in responses if int(key) >= 300]:
                if int(status) not in statuses:
                    del responses[status]
            for status in retry_after:
                responses[str(status)].headers = {"Retry-After": RETRY_AFTER}
            if binary:
                success = next(iter(responses.values()))
                success.content = {"*/*": OpenAPIMediaType(schema=BINARY)}

    return ExactOperation


def document_handler(route: HTTPRoute, handler: HTTPRouteHandler) -> None:
    answers = route_answers(route, handler)
    handler.responses = {status: _spec(found) for status, found in answers.items()}
    retry_after = {status for status, found in answers.items() if any(a.retry_after for a in found)}
    binary = handler.parsed_fn_signature.return_type.is_subclass_of(Stream)
    handler.operation_class = exact_operation(
        handler.operation_class, set(answers), retry_after, binary
    )


def document_answers(app: Litestar) -> None:
    """Document the answers of every API and stored-file route of `app`."""
    for route in app.routes:
        if isinstance(route, HTTPRoute) and route.path.startswith(DOCUMENTED_PREFIXES):
            for handler in route.route_handlers:
                if handler.resolve_include_in_schema():
                    document_handler(route, handler)
