"""How `signage serve` runs an app: uvicorn, one worker, on uvloop with the httptools parser
(docs/decisions.md, "The request path"); the access log only when asked for; https when the
settings name a certificate and key. What is built
before it serves is frozen out of the garbage collector's walks (`settle_built_objects`), and
large allocations are mapped on their own (`map_large_allocations`)."""

from __future__ import annotations

import ctypes
import gc
import sys

from litestar import Litestar
from signage_http.wiring.tls_settings import TlsSettings


def serve_app(
    app: Litestar, host: str, port: int, *, access_log: bool = False, tls: TlsSettings | None = None
) -> None:
    """Serve `app` on `host:port`, over https when `tls` names a certificate and key."""
    import uvicorn

    tls = tls or TlsSettings()

    settle_built_objects()
    map_large_allocations()
    uvicorn.run(
        app,
        host=host,
        port=port,
        workers=1,
        loop="asyncio" if sys.platform == "win32" else "uvloop",
        http="httptools",
        access_log=access_log,
        log_level="info",
        ssl_certfile=str(tls.cert) if tls.cert else None,
        ssl_keyfile=str(tls.key) if tls.key else None,
    )


def settle_built_objects() -> None:
    """The app, its routes and the imported modules live as long as the server: collected once,
    then frozen, so a full collection under load walks only what requests left behind (with
    the portal built, one walked about 70,000 objects in 25 ms, a stall of every request in
    flight; docs/decisions.md, "Objects built at start-up are frozen")."""
    gc.collect()
    gc.freeze()


M_MMAP_THRESHOLD = -3
"""glibc's `mallopt` parameter: allocations of at least this many bytes are mapped on their own."""
LARGE_ALLOCATION = 1024 * 1024


def map_large_allocations(threshold: int = LARGE_ALLOCATION) -> bool:
    """Where the C library is glibc, every allocation of `threshold` bytes or more is mapped on
    its own and handed back to the system when freed: left to glibc's moving threshold, what
    an image's decoding freed (up to 16 MiB a block) stayed with the process, 50 MiB after a
    round of hostile uploads (docs/decisions.md, "Images decoded within bounds")."""
    mallopt = getattr(ctypes.CDLL(None), "mallopt", None)
    return mallopt is not None and mallopt(M_MMAP_THRESHOLD, threshold) == 1
