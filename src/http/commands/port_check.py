"""Whether `signage serve` can listen where its settings say, checked before anything is built
or printed: a port another process holds (often a portal already running) is said in one line
instead of a uvicorn traceback after "running at"."""

from __future__ import annotations

import errno
import socket


def port_problem(host: str, port: int) -> str | None:
    """Bind `host:port` once and let it go: None when that works, else why not, in one line.

    The socket is bound as uvicorn binds its own (address reuse on), so a port left in
    TIME_WAIT by a portal just stopped counts as free, and one a server listens on does not."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    with socket.socket(family, socket.SOCK_STREAM) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind((host, port))
        except OSError as error:
            return _explain(error, host, port)
    return None


def _explain(error: OSError, host: str, port: int) -> str:
    if error.errno == errno.EADDRINUSE:
        return (
            f"Port {port} is already in use: is the portal already running?"
            " Set SIGNAGE_PORT to use another."
        )
    if error.errno in (errno.EACCES, errno.EPERM):
        return f"Port {port} needs privileges this user lacks: set SIGNAGE_PORT (e.g. 8000)."
    reason = error.strerror or str(error)
    return f"Cannot listen on {host}:{port} ({reason}): check SIGNAGE_HOST and SIGNAGE_PORT."
