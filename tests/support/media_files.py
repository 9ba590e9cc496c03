"""Media files made on the spot for end-to-end tests: JPEG, PNG, GIF, an MP4, an oversized file.

paths = MediaFiles(tmp_path)
paths.jpeg("storefront.jpg")      # a real 640x400 JPEG
paths.mp4("promo.mp4")            # a one-second H.264 clip (tests.support.tiny_mp4)
paths.oversized("huge.jpg", 12)   # a JPEG padded to 12 MB
"""

from __future__ import annotations

import io
from pathlib import Path

from PIL import Image, ImageColor, ImageDraw, ImageFont
from tests.support.tiny_mp4 import tiny_mp4

MB = 1024 * 1024


def _image(size: tuple[int, int], colour: str, label: str = "") -> Image.Image:
    """A vertical gradient from `colour` to a darker shade, with `label` large in the middle."""
    width, height = size
    red, green, blue = ImageColor.getrgb(colour)[:3]
    image = Image.new("RGB", size)
    draw = ImageDraw.Draw(image)
    for y in range(height):
        shade = 1 - 0.45 * y / max(height - 1, 1)
        draw.line(
            [(0, y), (width, y)], fill=(int(red * shade), int(green * shade), int(blue * shade))
        )
    if label:
        font = ImageFont.load_default(size=max(12, min(width, height) // 8))
        draw.text((width / 2, height / 2), label, fill="white", font=font, anchor="mm")
    return image


def jpeg_bytes(size: tuple[int, int] = (640, 400), colour: str = "teal", label: str = "") -> bytes:
    buffer = io.BytesIO()
    _image(size, colour, label).save(buffer, "JPEG", quality=80)
    return buffer.getvalue()


def png_bytes(size: tuple[int, int] = (400, 400), colour: str = "navy", label: str = "") -> bytes:
    buffer = io.BytesIO()
    _image(size, colour, label).save(buffer, "PNG")
    return buffer.getvalue()


def gif_bytes(size: tuple[int, int] = (64, 64), colour: str = "orange") -> bytes:
    buffer = io.BytesIO()
    _image(size, colour).save(buffer, "GIF")
    return buffer.getvalue()


class MediaFiles:
    """Writes test files into one folder and returns their paths."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        folder.mkdir(parents=True, exist_ok=True)

    def _write(self, name: str, data: bytes) -> Path:
        path = self.folder / name
        path.write_bytes(data)
        return path

    def jpeg(self, name: str, colour: str = "teal") -> Path:
        return self._write(name, jpeg_bytes(colour=colour, label=name))

    def png(self, name: str, colour: str = "navy") -> Path:
        return self._write(name, png_bytes(colour=colour, label=name))

    def gif(self, name: str) -> Path:
        return self._write(name, gif_bytes())

    def mp4(self, name: str) -> Path:
        return self._write(name, tiny_mp4(frames=10, fps=10, width=160, height=96))

    def oversized(self, name: str, megabytes: int) -> Path:
        """A valid JPEG followed by padding, `megabytes` MB in all."""
        head = jpeg_bytes()
        return self._write(name, head + bytes(megabytes * MB - len(head)))
