"""An uploaded image's dimensions, from Pillow, which reads only the header (the content
check itself, JPEG/PNG/MP4 by signature, is the core's: `signage_core.content`)."""

from __future__ import annotations

from pathlib import Path

from PIL import Image, UnidentifiedImageError

TOO_BIG = (1 << 31, 1 << 31)


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
