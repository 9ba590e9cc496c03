"""Limits on JSON request bodies, checked before anything decodes them.

msgspec decodes recursively, so JSON nested a thousand deep raises RecursionError (a 500).
`JsonLimitedRequest` measures the nesting of the raw bytes first and refuses deep bodies with
the API's answer for a malformed body; the byte limit is the app's `request_max_body_size`
(routes that take uploads or webhooks set their own).
"""

from __future__ import annotations

import re
from itertools import accumulate
from typing import Any

from litestar import Request
from signage_http.request_path.errors import ApiError
from signage_http.request_path.parameter_errors import INVALID_BODY

MAX_JSON_BYTES = 1024 * 1024
"""The largest JSON body any route takes (the biggest real one, a playlist, is a few KiB)."""
MAX_JSON_DEPTH = 32
"""The deepest nesting of arrays and objects a JSON body may have (real ones nest 3 deep)."""

_STRING = re.compile(rb'"[^"\\]*(?:\\.[^"\\]*)*"?', re.DOTALL)
"""A JSON string, or an unterminated one up to the end (one linear pass, no retries)."""
_NOT_BRACKETS = bytes(b for b in range(256) if b not in b"[]{}")
_STEP = [0] * 256
for _open in b"[{":
    _STEP[_open] = 1
for _close in b"]}":
    _STEP[_close] = -1


def json_depth(body: bytes) -> int:
    """How deep arrays and objects nest in `body`, brackets inside strings not counted."""
    brackets = _STRING.sub(b"", body).translate(None, _NOT_BRACKETS)
    return max(accumulate(map(_STEP.__getitem__, brackets)), default=0)


def check_json_depth(body: bytes) -> None:
    """400 `validation` (the answer for any malformed body) when `body` nests too deep."""
    if json_depth(body) > MAX_JSON_DEPTH:
        raise ApiError(400, "validation", INVALID_BODY)


class JsonLimitedRequest(Request[Any, Any, Any]):
    """The app's request class: JSON bodies are measured before they are decoded."""

    async def json(self) -> Any:
        check_json_depth(await self.body())
        return await super().json()
