"""The files of an archive, checked before any is written: paths every storage keeps, sizes
within the spec's, and no path that is a file in one place and a folder in another."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from ..blob_paths import check_object_path
from .contents import file_member
from .limits import MAX_FILE_BYTES, MAX_PATH_BYTES, MAX_SEGMENT_BYTES, megabytes
from .values import ArchiveError, first_twice


@dataclass(frozen=True, slots=True)
class StoredFile:
    path: str
    content_type: str
    custom_metadata: dict[str, str]


def checked_files(
    entries: Any, sizes: Mapping[str, int], stored: Iterable[str]
) -> list[StoredFile]:
    """`sizes`: the manifest's size of each member; `stored`: the paths the portal holds."""
    if not isinstance(entries, list):
        raise ArchiveError("files.json is not a list of files")
    files = [_stored_file(entry) for entry in entries]
    paths = [file.path for file in files]
    _check_listed(paths, sizes)
    for path in paths:
        _check_size(path, sizes[file_member(path)])
    _check_no_clash(paths, stored)
    return files


def _check_listed(paths: list[str], sizes: Mapping[str, int]) -> None:
    """Each `files/` member listed once in files.json, and nothing else."""
    twice = first_twice(paths)
    if twice is not None:
        raise ArchiveError(f"files.json lists {twice!r} twice")
    if {file_member(path) for path in paths} != {n for n in sizes if n.startswith("files/")}:
        raise ArchiveError("the archive's file list does not match its files")


def _stored_file(entry: Any) -> StoredFile:
    path = entry.get("path") if isinstance(entry, dict) else None
    if not isinstance(path, str):
        raise ArchiveError("files.json: a file has no path")
    _check_path(path)
    content_type, custom = entry.get("contentType") or "", entry.get("customMetadata") or {}
    if (
        not isinstance(content_type, str)
        or not isinstance(custom, dict)
        or not all(isinstance(value, str) for value in custom.values())
    ):
        raise ArchiveError(f"files.json: the file {path!r} has a content type or metadata "
                           "that is not text")  # fmt: skip
    return StoredFile(path, content_type, dict(custom))


def _check_path(path: str) -> None:
    try:
        segments = check_object_path(path)
    except ValueError as error:
        raise ArchiveError(f"files.json: {error}") from None
    if len(path.encode()) > MAX_PATH_BYTES:
        raise ArchiveError(f"files.json: the path {path[:80]!r}... is longer than "
                           f"{MAX_PATH_BYTES} bytes")  # fmt: skip
    if any(len(segment.encode()) > MAX_SEGMENT_BYTES for segment in segments):
        raise ArchiveError(f"files.json: a name in {path[:80]!r}... is longer than "
                           f"{MAX_SEGMENT_BYTES} bytes")  # fmt: skip


def _check_size(path: str, size: int) -> None:
    if size > MAX_FILE_BYTES:
        raise ArchiveError(f"{file_member(path)} is larger than the {megabytes(MAX_FILE_BYTES)}"
                           " a stored file may be")  # fmt: skip


def _check_no_clash(paths: list[str], stored: Iterable[str]) -> None:
    """No path of the archive is a folder of another path (of the archive or stored here),
    nor has a folder that is a file."""
    every = {*paths, *stored}
    folders = {folder for path in every for folder in _folders(path)}
    ours = {folder for path in paths for folder in _folders(path)}
    clash = sorted((set(paths) & folders) | (ours & every))
    if clash:
        raise ArchiveError(f"files.json: {clash[0]!r} would be both a file and a folder")


def _folders(path: str) -> list[str]:
    segments = path.split("/")
    return ["/".join(segments[:i]) for i in range(1, len(segments))]
