"""Media files made on the spot for end-to-end tests: JPEG, PNG, GIF, an MP4, an oversized file.

paths = MediaFiles(tmp_path)
paths.jpeg("storefront.jpg")      # a real 640x400 JPEG
paths.mp4("promo.mp4")            # a one-second H.264 clip (signage_http.demo.tiny_mp4)
paths.oversized("huge.jpg", 12)   # a JPEG padded to 12 MB
"""

from __future__ import annotations

import io
from pathlib import Path

from signage_http.demo.pictures import drawing as _image
from signage_http.demo.pictures import picture
from signage_http.demo.tiny_mp4 import tiny_mp4

MB = 1024 * 1024


def jpeg_bytes(size: tuple[int, int] = (640, 400), colour: str = "teal", label: str = "") -> bytes:
    return picture(size, colour, label, "JPEG")


def png_bytes(size: tuple[int, int] = (400, 400), colour: str = "navy", label: str = "") -> bytes:
    return picture(size, colour, label, "PNG")


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
