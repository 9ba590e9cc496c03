"""The documents of an archive, checked as the portal will read them, before any is written.

Each document's id must suit every store (Firestore's rule, the strictest); its values must
be ones every store keeps (no NaN or infinity, 64-bit integers, no list directly in a list,
at most 20 levels deep, at most 1 MiB); and it must
map to its entity and back through the kit's mapping, the one the portal reads it with, so
a document that imports is one the portal's screens can show.
"""

from __future__ import annotations

import json
import math
from datetime import datetime
from typing import Any

from ..documents.values import Document, strict_times
from .contents import MAPPINGS
from .limits import INT64, MAX_DEPTH, MAX_DOCUMENT_BYTES, MAX_ID_BYTES
from .values import ArchiveError, first_twice, from_json, to_json

Rows = list[tuple[str, Document]]
MAPPING_FAILURES = (ValueError, TypeError, AttributeError, KeyError, ArithmeticError)


def checked_rows(member: str, collection: str, entries: Any) -> Rows:
    if not isinstance(entries, list):
        raise ArchiveError(f"{member} is not a list of documents")
    with strict_times():
        rows = [_row(member, collection, entry) for entry in entries]
    twice = first_twice(doc_id for doc_id, _ in rows)
    if twice is not None:
        raise ArchiveError(f"{member} holds the document {twice!r} twice")
    return rows


def _row(member: str, collection: str, entry: Any) -> tuple[str, Document]:
    doc_id = entry.get("id") if isinstance(entry, dict) else None
    if not isinstance(doc_id, str) or not doc_id:
        raise ArchiveError(f"{member}: a document has no id")
    where = f"{member}: the document {doc_id[:80]!r}"
    _check_id(where, doc_id)
    try:
        document = _document(entry.get("data"))
        _check_value(document)
        _check_mapping(collection, doc_id, document)
    except (ArchiveError, *MAPPING_FAILURES) as error:
        raise ArchiveError(f"{where} cannot be stored ({error})") from None
    return doc_id, document


def _document(data: Any) -> Document:
    """The stored document (times tagged `{"$time": ...}` read back); ValueError naming
    the field whose value is no time."""
    if not isinstance(data, dict):
        raise ValueError("it is not an object")
    document: Document = {}
    for key, value in data.items():
        try:
            document[key] = from_json(value)
        except ValueError as error:
            raise ValueError(f"{key}: {error}") from None
    return document


def _check_id(where: str, doc_id: str) -> None:
    if len(doc_id.encode()) > MAX_ID_BYTES:
        raise ArchiveError(f"{where} has an id longer than {MAX_ID_BYTES} bytes")
    if "/" in doc_id or doc_id in (".", "..") or _reserved(doc_id):
        raise ArchiveError(f"{where} has an id no store accepts ('/', '.', '..' or __name__)")


def _check_value(value: object, field: str = "", depth: int = 0) -> None:
    """ValueError naming the field (`a.b.0.c`) whose value no store keeps."""
    if depth > MAX_DEPTH:
        raise ValueError(f"{field}: nested more than {MAX_DEPTH} deep")
    if isinstance(value, dict):
        for key, item in value.items():
            if not isinstance(key, str) or not key or _reserved(key):
                raise ValueError(f"{field or 'a field'}: the field name {key!r}")
            _check_value(item, f"{field}.{key}".lstrip("."), depth + 1)
    elif isinstance(value, list):
        if any(isinstance(item, list) for item in value):
            raise ValueError(f"{field}: a list directly in a list")
        for index, item in enumerate(value):
            _check_value(item, f"{field}.{index}", depth + 1)
    else:
        _check_plain(value, field)


def _check_plain(value: object, field: str) -> None:
    if isinstance(value, float) and not math.isfinite(value):
        raise ValueError(f"{field}: {value} is not a number the portal can store")
    if isinstance(value, int) and not isinstance(value, bool) and value not in INT64:
        raise ValueError(f"{field}: {value} is larger than a stored integer can be")
    if not (value is None or isinstance(value, bool | int | float | str | datetime)):
        raise ValueError(f"{field}: a value of type {type(value).__name__}")


def _reserved(name: str) -> bool:
    return name.startswith("__") and name.endswith("__")


def _check_mapping(collection: str, doc_id: str, document: Document) -> None:
    """Read as the portal reads it, written back as the portal writes it, as strict JSON;
    ValueError naming the first field that fails on its own, when one does."""
    try:
        _mapped(collection, doc_id, document)
    except MAPPING_FAILURES as error:
        field = next((key for key in document if _fails(collection, doc_id, key, document)), "")
        raise ValueError(f"{field}: {error}" if field else str(error)) from None
    if len(json.dumps(to_json(document), ensure_ascii=False).encode()) > MAX_DOCUMENT_BYTES:
        raise ValueError(f"it is larger than {MAX_DOCUMENT_BYTES // 1024} KiB")


def _mapped(collection: str, doc_id: str, document: Document) -> None:
    read, write = MAPPINGS[collection]
    try:
        json.dumps(to_json(write(read(doc_id, document))), allow_nan=False)
    except ValueError as error:
        if "JSON compliant" not in str(error):
            raise
        raise ValueError("it reads as NaN or infinity") from None


def _fails(collection: str, doc_id: str, key: str, document: Document) -> bool:
    try:
        _mapped(collection, doc_id, {key: document[key]})
    except MAPPING_FAILURES:
        return True
    return False
