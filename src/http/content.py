"""What an uploaded file really is: read from its first bytes, never from its name.

JPEG starts FF D8 FF, PNG 89 50 4E 47 0D 0A 1A 0A, and an MP4 has an `ftyp` box at offset 4.
Image dimensions come from Pillow, which reads only the header.
"""

from __future__ import annotations

from pathlib import Path

from PIL import Image, UnidentifiedImageError

JPEG = "image/jpeg"
PNG = "image/png"
MP4 = "video/mp4"
UNKNOWN = "application/octet-stream"
TOO_BIG = (1 << 31, 1 << 31)


def sniff(head: bytes) -> str:
    """The content type the bytes show, or application/octet-stream."""
    if head.startswith(b"\xff\xd8\xff"):
        return JPEG
    if head.startswith(b"\x89PNG\r\n\x1a\n"):
        return PNG
    if head[4:8] == b"ftyp":
        return MP4
    return UNKNOWN


def image_size(path: Path) -> tuple[int, int] | None:
    """(width, height) from the image header; None when Pillow cannot read it as an image.

    An image so large that Pillow refuses it as a decompression bomb counts as too big.
    """
    try:
        with Image.open(path) as image:
            return image.size
    except Image.DecompressionBombError:
        return TOO_BIG
    except (UnidentifiedImageError, OSError, ValueError, SyntaxError):
        return None
