"""No secret reaches a log line: every record is redacted as it is made, whichever logger
(the portal's, uvicorn's, httpx's, google-auth's, urllib3's, gRPC's) makes it.

The portal sends no secret in a URL it requests (API keys go in headers), but URLs it serves
carry some (a reset link's `resetToken`, a file link's `signature` or `token`), a library may
put the web API key in a URL (`?key=`), an error text may quote a URL or a request body, and a
DEBUG line may show a header. So each record's message, each of its arguments (kept one for
one: uvicorn's access formatter unpacks them) and its exception text have, replaced by
`[redacted]`: the values of secret query parameters, of secret fields written `name: value` or
`"name": "value"` (JSON, Python reprs), and of `Bearer`/`Basic` credentials.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from typing import Any, Final

_NAMES: Final = (
    r"key|api_?key|token|access_?token|id_?token|refresh_?token|resettoken|oobcode|signature|"
    r"password|new_?password|current_?password|secret|client_?secret|upload_?id|devicetoken|"
    r"polltoken"
)
SECRET_QUERY: Final = re.compile(rf"(?i)((?:^|[?&;\s])(?:{_NAMES})=)[^&#\s\"']*")
SECRET_FIELD: Final = re.compile(rf"(?i)([\"']?\b(?:{_NAMES})[\"']?\s*[:=]\s*[\"'])[^\"']*")
SECRET_NAME: Final = re.compile(rf"(?i)(?:{_NAMES})")
CREDENTIAL: Final = re.compile(r"(?i)(\b(?:bearer|basic)\s+)[A-Za-z0-9._~+/=-]+")
REDACTED: Final = r"\1[redacted]"
URL_LOGGERS: Final = ("uvicorn.access", "uvicorn.error", "httpx")
_PLAIN = logging.Formatter()


def redact(text: str) -> str:
    for pattern in (SECRET_QUERY, SECRET_FIELD, CREDENTIAL):
        text = pattern.sub(REDACTED, text)
    return text


def _redacted(value: object) -> object:
    if isinstance(value, str):
        return redact(value)
    if isinstance(value, int | float | bool) or value is None:
        return value
    text = str(value)  # an httpx.URL, an exception, a dict of headers
    redacted = redact(text)
    return redacted if redacted != text else value


def _named(name: object, value: object) -> object:
    """A mapping argument's value: hidden whole under a secret's name."""
    secret = isinstance(name, str) and SECRET_NAME.fullmatch(name)
    return "[redacted]" if secret else _redacted(value)


def redact_record(record: logging.LogRecord) -> logging.LogRecord:
    if isinstance(record.msg, str):
        record.msg = redact(record.msg)
    if isinstance(record.args, tuple):
        record.args = tuple(_redacted(value) for value in record.args)
    elif isinstance(record.args, dict):
        record.args = {name: _named(name, value) for name, value in record.args.items()}
    if record.exc_info and not record.exc_text:
        record.exc_text = redact(_PLAIN.formatException(record.exc_info))
    return record


class RedactSecrets(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        redact_record(record)
        return True


class _RedactingFactory:
    """The record factory in place, with each record it makes redacted."""

    def __init__(self, inner: Callable[..., logging.LogRecord]) -> None:
        self.inner = inner

    def __call__(self, *args: Any, **kwargs: Any) -> logging.LogRecord:
        return redact_record(self.inner(*args, **kwargs))


def redact_logs() -> None:
    """Redact every record the process makes from now on (once; the composition root and
    the command line call it), and keep the filter on the loggers that write URLs."""
    factory = logging.getLogRecordFactory()
    if not isinstance(factory, _RedactingFactory):
        logging.setLogRecordFactory(_RedactingFactory(factory))
    for name in URL_LOGGERS:
        logger = logging.getLogger(name)
        if not any(isinstance(existing, RedactSecrets) for existing in logger.filters):
            logger.addFilter(RedactSecrets())


redact_url_logs = redact_logs
"""The former name (the composition root calls it)."""
