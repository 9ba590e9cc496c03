"""Image bombs as an attacker makes them: small files that declare huge dimensions.

png_declaring(13_000, 13_000)   # a real 8x8 PNG whose header says 13,000 x 13,000 px
jpeg_declaring(65_000, 65_000)  # a real 8x8 JPEG whose frame header says 65,000 x 65,000 px
jpeg_in_separate_scans(8_000, 5_000)  # a JPEG header whose first scan holds one component
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


def jpeg_in_separate_scans(width: int, height: int) -> bytes:
    """`jpeg_declaring` whose first scan holds only its first component, as in a JPEG whose
    components come one scan after another (libjpeg then buffers every coefficient)."""
    declared = jpeg_declaring(width, height)
    scan = declared.index(b"\xff\xda")
    first = declared[scan + 5 : scan + 7]  # the first component's selector and tables
    header = b"\xff\xda\x00\x08\x01" + first + b"\x00\x3f\x00"
    length = int.from_bytes(declared[scan + 2 : scan + 4])
    return declared[:scan] + header + declared[scan + 2 + length :]


@functools.cache
def png_bomb(width: int, height: int) -> bytes:
    """A complete, decodable black RGB PNG of `width` x `height`: every row compresses to
    almost nothing, so 13,000 x 13,000 px (507 MB of pixels) is a file of about 500 KB."""
    packer = zlib.compressobj(9)
    row = bytes(1 + 3 * width)  # filter byte 0, then black pixels
    data = b"".join(packer.compress(row) for _ in range(height)) + packer.flush()
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return PNG_SIGNATURE + _chunk(b"IHDR", header) + _chunk(b"IDAT", data) + _chunk(b"IEND", b"")
