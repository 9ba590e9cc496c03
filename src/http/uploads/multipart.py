"""Streaming multipart/form-data: each file part goes to a temporary file as it arrives.

The body is read chunk by chunk from `request.stream()` and fed to python-multipart's
push parser, so an upload never sits whole in memory; a part over its limit stops the read
at once with that part's message (413).
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from python_multipart.exceptions import MultipartParseError
from python_multipart.multipart import MultipartParser, parse_options_header
from signage_http.request_path.errors import ApiError
from signage_http.uploads.spooled import UploadedFile

MAX_TEXT_FIELD = 64 * 1024
MAX_PARTS = 32
NOT_MULTIPART = "Uploads must be sent as multipart/form-data."
MALFORMED = "The upload could not be read. Please try again."
FORM_TOO_LARGE = "The form is too large."


@dataclass(frozen=True, slots=True)
class FileLimit:
    max_bytes: int
    too_large: str


@dataclass
class MultipartForm:
    """Text fields and the uploaded files (deleted by `close`)."""

    fields: dict[str, str] = field(default_factory=dict)
    files: dict[str, UploadedFile] = field(default_factory=dict)

    def close(self) -> None:
        for upload in self.files.values():
            upload.discard()


def boundary_of(content_type: str) -> bytes:
    kind, options = parse_options_header(content_type)
    boundary = options.get(b"boundary", b"")
    if kind != b"multipart/form-data" or not boundary:
        raise ApiError(400, "validation", NOT_MULTIPART)
    return boundary


async def read_multipart(
    chunks: AsyncIterator[bytes],
    content_type: str,
    limits: Mapping[str, FileLimit],
    tmp_dir: Path | None = None,
) -> MultipartForm:
    """Parse the body; files are accepted only in the fields named in `limits`."""
    collector = _Collector(limits, tmp_dir)
    parser = MultipartParser(boundary_of(content_type), collector.callbacks())
    try:
        await _feed(parser, chunks)
    except MultipartParseError:
        collector.form.close()
        raise ApiError(400, "validation", MALFORMED) from None
    except BaseException:
        collector.form.close()
        raise
    if not collector.finished:
        collector.form.close()
        raise ApiError(400, "validation", MALFORMED)
    return collector.form


async def _feed(parser: MultipartParser, chunks: AsyncIterator[bytes]) -> None:
    async for chunk in chunks:
        parser.write(chunk)
    parser.finalize()


class _Collector:
    """python-multipart callbacks that route each part to a text buffer or a temp file."""

    def __init__(self, limits: Mapping[str, FileLimit], tmp_dir: Path | None) -> None:
        self.form = MultipartForm()
        self.finished = False
        self._limits = limits
        self._tmp_dir = tmp_dir
        self._parts = 0
        self._header_name = bytearray()
        self._header_value = bytearray()
        self._headers: dict[bytes, bytes] = {}
        self._text: bytearray | None = None
        self._name = ""
        self._file: UploadedFile | None = None

    def callbacks(self) -> Any:
        return {
            "on_part_begin": self._part_begin,
            "on_header_field": lambda d, s, e: self._header_name.extend(d[s:e]),
            "on_header_value": lambda d, s, e: self._header_value.extend(d[s:e]),
            "on_header_end": self._header_end,
            "on_headers_finished": self._headers_finished,
            "on_part_data": self._part_data,
            "on_part_end": self._part_end,
            "on_end": self._end,
        }

    def _part_begin(self) -> None:
        self._parts += 1
        if self._parts > MAX_PARTS:
            raise ApiError(413, "payload_too_large", FORM_TOO_LARGE)
        self._headers, self._text, self._file = {}, None, None

    def _header_end(self) -> None:
        self._headers[bytes(self._header_name).lower()] = bytes(self._header_value)
        self._header_name.clear()
        self._header_value.clear()

    def _headers_finished(self) -> None:
        _, options = parse_options_header(self._headers.get(b"content-disposition", b""))
        self._name = options.get(b"name", b"").decode("utf-8", "replace")
        if b"filename" not in options:
            self._text = bytearray()
            return
        limit = self._limits.get(self._name)
        filename = options[b"filename"].decode("utf-8", "replace")
        if limit is not None and filename and self._name not in self.form.files:
            declared = self._headers.get(b"content-type", b"").decode("latin-1").strip()
            self._file = UploadedFile.create(
                self._name, filename, declared, limit.max_bytes, limit.too_large, self._tmp_dir
            )
            self.form.files[self._name] = self._file

    def _part_data(self, data: bytes, start: int, end: int) -> None:
        piece = memoryview(data)[start:end]  # no copy of the chunk
        if self._file is not None:
            self._file.write(piece)
        elif self._text is not None:
            self._text.extend(piece)
            if len(self._text) > MAX_TEXT_FIELD:
                raise ApiError(413, "payload_too_large", FORM_TOO_LARGE)

    def _part_end(self) -> None:
        if self._file is not None:
            self._file.finish()
        elif self._text is not None and self._name:
            self.form.fields[self._name] = self._text.decode("utf-8", "replace")
        self._text, self._file = None, None

    def _end(self) -> None:
        self.finished = True
