"""The baseline of bench_request_path: a bare Litestar app answering the portal's read routes
with the same bodies, encoded by msgspec on every request, and nothing else (no session, no
store, no middleware).

Run: `python -m bench.bare_litestar PORT BODIES_JSON`. BODIES_JSON maps each path to the JSON
body the portal answered it with; the media list (or page) becomes Structs of the Media shape.
"""

from __future__ import annotations

import sys
from datetime import datetime
from pathlib import Path
from typing import Any

import msgspec
from litestar import Litestar, get
from litestar.handlers import HTTPRouteHandler
from signage_http.commands.serving import serve_app

MEDIAS = "/api/medias"


def record_type(example: dict[str, Any]) -> type[msgspec.Struct]:
    """A Struct of the portal's media shape: the fields it answered, times as datetimes."""
    fields = [(name, datetime | None if name.endswith("At") else Any) for name in example]
    return msgspec.defstruct("MediaRecord", fields)


def _records(items: list[dict[str, Any]]) -> list[Any]:
    return msgspec.convert(items, list[record_type(items[0])]) if items else []


def _media_answer(body: Any) -> Any:
    """The list as Structs, whether the portal answered a list or a page `{items, ...}`."""
    if isinstance(body, dict):
        return {**body, "items": _records(body.get("items", []))}
    return _records(body)


def _route(path: str, body: Any) -> HTTPRouteHandler:
    def answer() -> Any:
        return body

    return get(path, sync_to_thread=False, name=path)(answer)


def bare_app(bodies: dict[str, Any]) -> Litestar:
    answers = {**bodies, MEDIAS: _media_answer(bodies.get(MEDIAS, []))}
    return Litestar([_route(path, body) for path, body in answers.items()])


def main() -> None:
    port, bodies = int(sys.argv[1]), msgspec.json.decode(Path(sys.argv[2]).read_bytes())
    serve_app(bare_app(bodies), "127.0.0.1", port)


if __name__ == "__main__":
    main()
