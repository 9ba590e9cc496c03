"""Grid thumbnails of stored images, made with Pillow within a memory budget, one at a time."""

from __future__ import annotations

import ctypes
import io
from collections.abc import Callable, Iterable
from concurrent.futures import ThreadPoolExecutor
from typing import Final

from PIL import Image, ImageOps
from PIL.ExifTags import Base
from signage_adapters.image_decode_cost import coefficient_bytes, decode_bytes
from signage_adapters.image_header import BOMB, UNREADABLE

from signage_core.limits import GRID_THUMBNAIL_SIZE, MAX_MEDIA_BYTES, MAX_MEDIA_PIXELS, MB

JPEG_QUALITY: Final = 80
DECODE_BUDGET: Final = 96 * MB
"""The most memory one thumbnail's decoding may take (`decode_bytes`); a larger image gets
no thumbnail and grids show the original."""
THUMBNAILS_AT_ONCE: Final = 1
"""Thumbnails made at the same time in one process, each on a thread kept for them: with
DECODE_BUDGET, the bound of what images being decoded hold (a request thread that decoded
once would keep a malloc arena of that size; docs/decisions.md, "Images decoded within
bounds")."""
SIDEWAYS: Final = frozenset({5, 6, 7, 8})
"""EXIF orientations that turn the image a quarter: its upright width is its stored height."""


class PillowThumbnailer:
    """Implements `ImageThumbnailer`: reads the header first and decodes only an image within
    `MAX_MEDIA_PIXELS` and `DECODE_BUDGET` (a JPEG at a fraction of its size), shrinks it to
    fit, turns it upright by its EXIF orientation and encodes a JPEG, on `at_once` threads of
    its own (the chunks are read there too: other calls wait their turn)."""

    def __init__(self, at_once: int = THUMBNAILS_AT_ONCE) -> None:
        self._threads = ThreadPoolExecutor(at_once, thread_name_prefix="thumbnails")

    def thumbnail(self, chunks: Iterable[bytes]) -> bytes | None:
        return self._threads.submit(_thumbnail_then_trim, chunks).result()


def _malloc_trim() -> Callable[[int], int] | None:
    """glibc's `malloc_trim`, where the C library is glibc: it hands the memory a decode freed
    back to the system (left to malloc, about 32 MiB stayed after a few large images)."""
    return getattr(ctypes.CDLL(None), "malloc_trim", None)


MALLOC_TRIM: Final = _malloc_trim()


def _thumbnail_then_trim(chunks: Iterable[bytes]) -> bytes | None:
    try:
        return _thumbnail(chunks)
    finally:
        if MALLOC_TRIM is not None:
            MALLOC_TRIM(0)


def _thumbnail(chunks: Iterable[bytes]) -> bytes | None:
    data = _read(chunks, MAX_MEDIA_BYTES)
    if data is None:
        return None
    try:
        with Image.open(data) as image:
            return _encode(_shrunk(image)) if _prepared(image, data.getbuffer()) else None
    except (*UNREADABLE, *BOMB):
        return None


def _read(chunks: Iterable[bytes], limit: int) -> io.BytesIO | None:
    buffer = io.BytesIO()
    for chunk in chunks:
        if buffer.write(chunk) and buffer.tell() > limit:
            return None
    buffer.seek(0)
    return buffer


def _prepared(image: Image.Image, data: memoryview) -> bool:
    """Whether the image, read from its header only, is within the budgets; a JPEG is then
    set to decode at the smallest scale that still fills the thumbnail either way up."""
    if image.width * image.height > MAX_MEDIA_PIXELS:
        return False
    coefficients = coefficient_bytes(image, data)
    side = min(GRID_THUMBNAIL_SIZE)
    image.draft("RGB", (side, side))  # JPEG only: the rest decode at full size
    return decode_bytes(image) + coefficients <= DECODE_BUDGET


def _box(image: Image.Image) -> tuple[int, int]:
    """The thumbnail's box in the image as stored (turned when its EXIF turns it a quarter)."""
    width, height = GRID_THUMBNAIL_SIZE
    sideways = image.getexif().get(Base.Orientation) in SIDEWAYS
    return (height, width) if sideways else (width, height)


def _shrunk(image: Image.Image) -> Image.Image:
    """Shrunk first, then turned upright: no full-size copy is made."""
    image.thumbnail(_box(image), Image.Resampling.LANCZOS)
    upright = ImageOps.exif_transpose(image)
    return _on_white(upright)


def _on_white(image: Image.Image) -> Image.Image:
    """JPEG has no transparency: transparent parts show white, as on a light grid."""
    if image.mode in ("RGBA", "LA") or "transparency" in image.info:
        rgba = image.convert("RGBA")
        canvas = Image.new("RGB", rgba.size, "white")
        canvas.paste(rgba, mask=rgba.getchannel("A"))
        return canvas
    return image.convert("RGB")


def _encode(image: Image.Image) -> bytes:
    out = io.BytesIO()
    image.save(out, format="JPEG", quality=JPEG_QUALITY, optimize=True)
    return out.getvalue()
