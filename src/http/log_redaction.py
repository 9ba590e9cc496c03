"""Secrets in URLs never reach a log line: a filter on the loggers that write URLs.

The portal sends no secret in a URL it requests (API keys go in headers), but URLs it serves
carry some: a reset link's `resetToken`, a file link's `signature` or `token`. uvicorn's access
log (SIGNAGE_ACCESS_LOG) writes each request's path and query, and httpx logs each URL it
requests. The filter replaces those query values with `[redacted]` in the record's message and
in each of its arguments (kept one for one: uvicorn's access formatter unpacks them).
"""

from __future__ import annotations

import logging
import re
from typing import Final

SECRET_QUERY: Final = re.compile(
    r"(?i)([?&;](?:key|api_?key|token|access_token|resettoken|oobcode|signature|password|"
    r"secret|client_secret)=)[^&#\s\"']*"
)
REDACTED: Final = r"\1[redacted]"
URL_LOGGERS: Final = ("uvicorn.access", "uvicorn.error", "httpx")


def redact(text: str) -> str:
    return SECRET_QUERY.sub(REDACTED, text)


def _redacted(value: object) -> object:
    if isinstance(value, str):
        return redact(value)
    if isinstance(value, int | float | bool) or value is None:
        return value
    text = str(value)  # an httpx.URL, say
    return redact(text) if "?" in text else value


class RedactSecrets(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        if isinstance(record.msg, str):
            record.msg = redact(record.msg)
        if isinstance(record.args, tuple):
            record.args = tuple(_redacted(value) for value in record.args)
        return True


def redact_url_logs() -> None:
    """Install the filter once on each logger that writes URLs (the composition root)."""
    for name in URL_LOGGERS:
        logger = logging.getLogger(name)
        if not any(isinstance(existing, RedactSecrets) for existing in logger.filters):
            logger.addFilter(RedactSecrets())
