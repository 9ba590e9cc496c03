"""Crafted archives: a good export changed member by member, with a manifest whose sizes and
checksums match the changes (so only the import's own checks can refuse them)."""

from __future__ import annotations

import hashlib
import json
import struct
import zipfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from signage_adapters.archive.contents import MANIFEST
from signage_adapters.archive.limits import ArchiveLimits

from signage_core.limits import MB

Members = dict[str, bytes]
FILES, ACCOUNTS, MEDIAS = "files.json", "accounts.json", "documents/medias.json"


def recrafted(
    archive: Path, target: Path, change: Callable[[Members], None], version: int | None = None
) -> Path:
    """`archive` changed by `change` (and given `version`), its manifest made to match."""
    with zipfile.ZipFile(archive) as source:
        members = {name: source.read(name) for name in source.namelist() if name != MANIFEST}
        manifest = json.loads(source.read(MANIFEST))
    change(members)
    manifest["version"] = manifest["version"] if version is None else version
    manifest["members"] = {name: listed(content) for name, content in members.items()}
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as out:
        out.writestr(MANIFEST, json.dumps(manifest))
        for name, content in members.items():
            out.writestr(name, content)
    return target


def listed(content: bytes) -> dict[str, Any]:
    return {"size": len(content), "sha256": hashlib.sha256(content).hexdigest()}


def edit(name: str, change: Callable[[Any], None]) -> Callable[[Members], None]:
    """Change the JSON member `name` in place (NaN written as the literal NaN)."""

    def apply(members: Members) -> None:
        value = json.loads(members[name])
        change(value)
        members[name] = json.dumps(value).encode()

    return apply


def add_file(path: str, content: bytes = b"\xff\xd8 a file") -> Callable[[Members], None]:
    def apply(members: Members) -> None:
        edit(FILES, lambda files: files.append({"path": path, "contentType": "image/jpeg"}))(
            members
        )
        members[f"files/{path}"] = content

    return apply


def first_file(members: Members) -> str:
    return str(json.loads(members[FILES])[0]["path"])


def media_data(change: Callable[[dict[str, Any]], None]) -> Callable[[Members], None]:
    return edit(MEDIAS, lambda docs: change(docs[0]["data"]))


def clashing_file(members: Members) -> None:
    add_file(f"{first_file(members)}/inner.jpg")(members)


def duplicate_email(accounts: list[dict[str, Any]]) -> None:
    accounts.append({**accounts[0], "uid": "another-uid", "email": accounts[0]["email"].upper()})


def deep_json(members: Members) -> None:
    members[MEDIAS] = b"[" * 100_000 + b"]" * 100_000


def bomb(members: Members) -> None:
    members[MEDIAS] = b" " * (3 * MB) + members[MEDIAS]


def nested(depth: int) -> dict[str, Any]:
    value: dict[str, Any] = {}
    for _ in range(depth):
        value = {"in": value}
    return value


@dataclass(frozen=True)
class Case:
    name: str
    change: Callable[[Members], None]
    refusal: str
    """A regular expression the one-line refusal matches (it names the member or field)."""
    limits: ArchiveLimits | None = None


STORED = r"documents/medias\.json: the document .* cannot be stored"
CASES = [
    Case("a NaN value", media_data(lambda d: d.update(duration=float("nan"))),
         r"documents/medias\.json is not valid JSON \(NaN is not a number"),
    Case("an infinite value", media_data(lambda d: d.update(fileSize=float("inf"))),
         r"documents/medias\.json is not valid JSON \(Infinity"),
    Case("NaN as text, read as a number", media_data(lambda d: d.update(duration="NaN")),
         STORED + r" \(duration: it reads as NaN"),
    Case("a date that is no date", media_data(lambda d: d.update(createdAt="yesterday")),
         STORED + r" \(createdAt: .*'yesterday'"),
    Case("a tagged time that is no time", media_data(lambda d: d.update(createdAt={"$time": "x"})),
         STORED + r" \(createdAt: .*'x'"),
    Case("an integer no store keeps", media_data(lambda d: d.update(fileSize=2**70)),
         STORED + r" \(fileSize: .*larger than a stored"),
    Case("a list in a list", media_data(lambda d: d.update(tags=[["a"]])),
         STORED + r" \(tags: a list directly in a list"),
    Case("values nested too deeply", media_data(lambda d: d.update(deep=nested(25))),
         STORED + r" \(deep\.in.*: nested more than 20"),
    Case("a document id with a slash", edit(MEDIAS, lambda docs: docs[0].update(id="a/b")),
         r"documents/medias\.json: the document 'a/b' has an id no store accepts"),
    Case("a reserved document id", edit(MEDIAS, lambda docs: docs[0].update(id="__x__")),
         r"documents/medias\.json: the document '__x__' has an id no store accepts"),
    Case("a document id twice", edit(MEDIAS, lambda docs: docs.append(docs[0])),
         r"documents/medias\.json holds the document .* twice"),
    Case("duplicate emails", edit(ACCOUNTS, duplicate_email),
         r"accounts\.json holds the email .* twice"),
    Case("an invalid email", edit(ACCOUNTS, lambda accounts: accounts[0].update(email="nope")),
         r"accounts\.json: 'nope' is not a valid email"),
    Case("a 300-character file name", add_file("medias/u/" + "a" * 300 + ".jpg"),
         r"files\.json: a name in .* is longer than 255 bytes"),
    Case("a file/folder clash", clashing_file,
         r"files\.json: .* would be both a file and a folder"),
    Case("a path out of the storage", add_file("../evil.jpg"),
         r"files\.json: invalid storage path"),
    Case("a member no archive has", lambda members: members.update({"../../x.sh": b"rm"}),
         r"the archive holds \.\./\.\./x\.sh, which no signage archive has"),
    Case("metadata that is not text",
         edit(FILES, lambda files: files[0].update(customMetadata=["x"])),
         r"files\.json: the file .* has a content type or metadata that is not text"),
    Case("JSON nested too deeply", deep_json, r"documents/medias\.json is not valid JSON"),
    Case("a file over the spec's 10 MB", add_file("medias/u/big.mp4", b"\0" * (11 * MB)),
         r"files/medias/u/big\.mp4 is larger than the 10 MB a stored file may be"),
    Case("a member over the cap", add_file("medias/u/two.jpg", b"\1" * (2 * MB)),
         r"files/medias/u/two\.jpg is larger than 1 MB inflated \(SIGNAGE_IMPORT_MAX_MEMBER_MB\)",
         ArchiveLimits.in_mb(1, 100)),
    Case("a zip bomb", bomb,
         r"documents/medias\.json is larger than 1 MB inflated \(SIGNAGE_IMPORT_MAX_MEMBER_MB\)",
         ArchiveLimits.in_mb(1, 100)),
    Case("more than the total cap", add_file("medias/u/two.jpg", b"\1" * (2 * MB)),
         r"the archive holds more than 2 MB inflated \(SIGNAGE_IMPORT_MAX_TOTAL_MB\)",
         ArchiveLimits.in_mb(3, 2)),
]  # fmt: skip


def understated(archive: Path, member: str, declared: int) -> Path:
    """The archive with `member`'s inflated size declared as `declared` bytes (a bomb that
    lies about its size): both its local header and its central directory entry."""
    data = bytearray(archive.read_bytes())
    with zipfile.ZipFile(archive) as source:
        info = source.getinfo(member)
    central = data.rfind(b"PK\x01\x02", 0, len(data))
    while data[central + 46 : central + 46 + len(member)] != member.encode():
        central = data.rfind(b"PK\x01\x02", 0, central)
    struct.pack_into("<I", data, central + 24, declared)
    struct.pack_into("<I", data, info.header_offset + 22, declared)
    archive.write_bytes(bytes(data))
    return archive


def truncated(archive: Path, target: Path) -> Path:
    target.write_bytes(archive.read_bytes()[: archive.stat().st_size // 2])
    return target


class FailingStore:
    """A real store that fails (as a kill would stop it) after `after` document writes."""

    def __init__(self, store: Any, after: int) -> None:
        self._store, self._left = store, after

    def put(self, collection: str, doc_id: str, doc: dict[str, Any]) -> None:
        if self._left == 0:
            raise ConnectionError("the import was cut short here")
        self._left -= 1
        self._store.put(collection, doc_id, doc)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._store, name)
