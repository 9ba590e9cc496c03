"""The stored object a download link names, read from the link alone.

Records of the original portal keep only a link to their files, in one of three forms:

- `https://firebasestorage.googleapis.com/v0/b/<bucket>/o/<path, percent-encoded>?alt=media&token=…`
  (the Firebase SDKs' download URL; Cloud Storage's JSON API spells it `/storage/v1/b/…/o/…`,
  and `/download/storage/v1/b/…` on the Storage emulator, any host);
- `https://storage.googleapis.com/<bucket>/<path>` (or `https://<bucket>.storage.googleapis.com/<path>`);
- `gs://<bucket>/<path>`.

Which bucket is the portal's own is the storage's to say (`BlobStorage.path_of`); these
functions only read the link.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from urllib.parse import unquote, urlsplit

GOOGLE_STORAGE_HOST = "storage.googleapis.com"
_API_LINK = re.compile(r"/(?:v0|(?:download/)?storage/v1)/b/([^/]+)/o/(.+)$")
"""The path of a Firebase download URL or a Cloud Storage JSON API media link."""


@dataclass(frozen=True, slots=True)
class ObjectLink:
    """A link's bucket and object path (the path decoded)."""

    bucket: str
    path: str


def object_in_link(url: str) -> ObjectLink | None:
    """The bucket and path a Firebase download URL, a Cloud Storage URL or a gs:// URL
    names; None for any other link (a YouTube thumbnail, a site's image) or no path."""
    parts = urlsplit(url.strip())
    if parts.scheme == "gs":
        found = _named(parts.netloc, parts.path.lstrip("/"))
    elif parts.scheme in ("http", "https") and (api := _API_LINK.search(parts.path)):
        found = _named(api[1], api[2])
    elif parts.scheme in ("http", "https"):
        found = _in_storage_link(parts.hostname or "", parts.path)
    else:
        found = None
    return found


def _in_storage_link(host: str, path: str) -> ObjectLink | None:
    if host == GOOGLE_STORAGE_HOST:
        bucket, _, rest = path.lstrip("/").partition("/")
        return _named(bucket, rest)
    if host.endswith(f".{GOOGLE_STORAGE_HOST}"):
        return _named(host.removesuffix(f".{GOOGLE_STORAGE_HOST}"), path.lstrip("/"))
    return None


def _named(bucket: str, quoted: str) -> ObjectLink | None:
    path = unquote(quoted)
    return ObjectLink(unquote(bucket), path) if bucket and path else None
