"""Image bombs as an attacker makes them: small files that declare huge dimensions.

png_declaring(13_000, 13_000)   # a real 8x8 PNG whose header says 13,000 x 13,000 px
jpeg_declaring(65_000, 65_000)  # a real 8x8 JPEG whose frame header says 65,000 x 65,000 px
png_bomb(13_000, 13_000)        # a whole black PNG of that size, a few hundred KB (the probe's)
"""

from __future__ import annotations

import functools
import io
import struct
import zlib

from PIL import Image

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
JPEG_FRAMES = (b"\xff\xc0", b"\xff\xc2")
"""Baseline and progressive start-of-frame markers."""


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def _small(kind: str, **options: object) -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (8, 8), "teal").save(buffer, kind, **options)
    return buffer.getvalue()


def png_declaring(width: int, height: int) -> bytes:
    """A small PNG whose IHDR (with a correct CRC) declares `width` x `height`."""
    small = _small("PNG")
    ihdr = small[16:29]  # after the signature, the IHDR length and type
    header = _chunk(b"IHDR", struct.pack(">II", width, height) + ihdr[8:])
    return PNG_SIGNATURE + header + small[33:]


def jpeg_declaring(width: int, height: int, progressive: bool = False) -> bytes:
    """A small JPEG whose start-of-frame declares `width` x `height` (at most 65,535)."""
    small = _small("JPEG", progressive=progressive)
    frame = small.index(JPEG_FRAMES[progressive])
    size = struct.pack(">HH", height, width)
    return small[: frame + 5] + size + small[frame + 9 :]


@functools.cache
def png_bomb(width: int, height: int) -> bytes:
    """A complete, decodable black RGB PNG of `width` x `height`: every row compresses to
    almost nothing, so 13,000 x 13,000 px (507 MB of pixels) is a file of about 500 KB."""
    packer = zlib.compressobj(9)
    row = bytes(1 + 3 * width)  # filter byte 0, then black pixels
    data = b"".join(packer.compress(row) for _ in range(height)) + packer.flush()
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return PNG_SIGNATURE + _chunk(b"IHDR", header) + _chunk(b"IDAT", data) + _chunk(b"IEND", b"")
