"""How `signage serve` runs an app: uvicorn, one worker, on uvloop with the httptools parser
(docs/decisions.md, "The request path"); the access log only when asked for."""

from __future__ import annotations

import sys

from litestar import Litestar


def serve_app(app: Litestar, host: str, port: int, *, access_log: bool = False) -> None:
    import uvicorn

    uvicorn.run(
        app,
        host=host,
        port=port,
        workers=1,
        loop="asyncio" if sys.platform == "win32" else "uvloop",
        http="httptools",
        access_log=access_log,
        log_level="info",
    )
