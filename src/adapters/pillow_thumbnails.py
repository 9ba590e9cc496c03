"""Grid thumbnails of stored images, made with Pillow."""

from __future__ import annotations

import io
from collections.abc import Iterable

from PIL import Image, ImageOps, UnidentifiedImageError

from signage_core.limits import GRID_THUMBNAIL_SIZE, MAX_MEDIA_BYTES

JPEG_QUALITY = 80


class PillowThumbnailer:
    """Implements `ImageThumbnailer`: decodes the image (at most a media file's size), turns it
    upright by its EXIF orientation, shrinks it to fit and encodes a JPEG."""

    def thumbnail(self, chunks: Iterable[bytes]) -> bytes | None:
        data = _read(chunks, MAX_MEDIA_BYTES)
        if data is None:
            return None
        try:
            with Image.open(io.BytesIO(data)) as image:
                return _encode(_shrunk(image))
        except (UnidentifiedImageError, OSError, ValueError, Image.DecompressionBombError):
            return None


def _read(chunks: Iterable[bytes], limit: int) -> bytes | None:
    buffer = bytearray()
    for chunk in chunks:
        buffer += chunk
        if len(buffer) > limit:
            return None
    return bytes(buffer)


def _shrunk(image: Image.Image) -> Image.Image:
    image.draft("RGB", GRID_THUMBNAIL_SIZE)  # JPEG: decode at a fraction of the size
    upright = ImageOps.exif_transpose(image)
    upright.thumbnail(GRID_THUMBNAIL_SIZE, Image.Resampling.LANCZOS)
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
