"""The baseline of bench_request_path: a bare Litestar app answering the portal's read routes
with the same bodies, encoded by msgspec on every request, and nothing else (no session, no
store, no middleware).

Run: `python -m bench.bare_litestar PORT BODIES_JSON`. BODIES_JSON maps each path to the JSON
body the portal answered it with; the media list becomes Structs of the Media shape.
"""

from __future__ import annotations

import sys
from datetime import datetime
from pathlib import Path
from typing import Any

import msgspec
from litestar import Litestar, get
from litestar.handlers import HTTPRouteHandler
from signage_http.serving import serve_app

MEDIAS = "/api/medias"


class MediaRecord(msgspec.Struct, rename="camel"):
    id: str
    name: str
    description: str
    asset_type: str
    duration: float
    status: bool
    file_url: str
    youtube_url: str
    thumbnail_url: str
    file_size: int
    created_at: datetime | None
    user_id: str
    user_email: str


def _route(path: str, body: Any) -> HTTPRouteHandler:
    def answer() -> Any:
        return body

    return get(path, sync_to_thread=False, name=path)(answer)


def bare_app(bodies: dict[str, Any]) -> Litestar:
    records = msgspec.convert(bodies.get(MEDIAS, []), list[MediaRecord])
    answers = {**bodies, MEDIAS: records}
    return Litestar([_route(path, body) for path, body in answers.items()])


def main() -> None:
    port, bodies = int(sys.argv[1]), msgspec.json.decode(Path(sys.argv[2]).read_bytes())
    serve_app(bare_app(bodies), "127.0.0.1", port)


if __name__ == "__main__":
    main()
