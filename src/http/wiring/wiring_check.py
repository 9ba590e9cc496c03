"""A start-up check of the wiring: every injected handler parameter gets what it is typed.

A handler asks for a dependency by name (`Injected[T]`, `injected.py`), and Litestar hands it
over unchecked (`SkipValidation`): a provider registered under the right name with the wrong
value would only show at the first request. Before the app is handed out, `check_wiring`
compares each such parameter's `T` with the type its provider declares it returns (a
constant's is the value's own type, `dependencies.constant`); a mismatch, or a provider that
declares nothing, stops the app with one line naming the handler, the parameter and both
types.
"""

from __future__ import annotations

from typing import Any

from litestar import Litestar
from litestar.di import Provide
from litestar.handlers import HTTPRouteHandler
from litestar.types import Empty
from signage_http.request_path.litestar_touches import routed_handlers


class WiringError(RuntimeError):
    """An injected parameter and its provider disagree on the type."""


def check_wiring(app: Litestar) -> int:
    """Raise `WiringError` on the first mismatch; the number of parameters checked."""
    checked = 0
    for path, handler in routed_handlers(app):
        provided = handler.resolve_dependencies()
        for name, parameter in handler.parsed_fn_signature.parameters.items():
            if name in provided:
                _check(_named(path, handler), name, parameter.annotation, provided[name])
                checked += 1
    return checked


def _named(path: str, handler: HTTPRouteHandler) -> str:
    """The handler as its route and function name it: `GET /api/medias (index)`."""
    return f"{'/'.join(sorted(handler.http_methods))} {path} ({handler.handler_name})"


def provided_type(provide: Provide) -> Any:
    """What the provider's function declares it returns (None when it declares nothing), as
    Litestar parsed it when the handler's dependencies were resolved."""
    declared = provide.parsed_fn_signature.return_type.annotation
    return None if declared is Empty else declared


def _check(handler: str, name: str, expected: Any, provide: Provide) -> None:
    provided = provided_type(provide)
    if provided is None or provided is Any:
        raise WiringError(f"{handler}: the provider of {name!r} declares no return type")
    if not _fits(provided, expected):
        raise WiringError(
            f"{handler}: parameter {name!r} expects {_name(expected)} "
            f"but its provider returns {_name(provided)}"
        )


def _fits(provided: Any, expected: Any) -> bool:
    if isinstance(provided, type) and isinstance(expected, type):
        return issubclass(provided, expected)
    return bool(provided == expected)


def _name(kind: Any) -> str:
    return kind.__qualname__ if isinstance(kind, type) else str(kind)
