"""An image's dimensions from its header alone, with Pillow: `Image.open` reads the header
and decodes nothing (the content check itself, JPEG/PNG/MP4 by signature, is the core's:
`signage_core.file_types`)."""

from __future__ import annotations

from pathlib import Path
from typing import BinaryIO, Final

from PIL import Image, UnidentifiedImageError

TOO_BIG: Final = (1 << 31, 1 << 31)
"""What an image counts as when Pillow itself refuses it as a decompression bomb."""
UNREADABLE: Final = (UnidentifiedImageError, OSError, ValueError, SyntaxError, EOFError)
"""What Pillow raises for bytes it cannot read as an image."""
BOMB: Final = (Image.DecompressionBombError, Image.DecompressionBombWarning)
"""Pillow's refusal of a huge image, and its warning when warnings are turned into errors."""


def header_size(source: Path | BinaryIO) -> tuple[int, int] | None:
    """(width, height) from the image header; None when Pillow cannot read it as an image,
    `TOO_BIG` when Pillow refuses it as a decompression bomb."""
    try:
        with Image.open(source) as image:
            return image.size
    except BOMB:
        return TOO_BIG
    except UNREADABLE:
        return None
