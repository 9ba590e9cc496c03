"""What decoding an image costs Pillow in memory, told from its header alone, before it is
decoded (docs/decisions.md, "Images decoded within bounds")."""

from __future__ import annotations

from PIL import Image
from PIL.JpegImagePlugin import JpegImageFile


def decode_bytes(image: Image.Image) -> int:
    """What decoding the (drafted) image holds at once: 4 bytes a pixel in Pillow, and a
    quarter more for the copy `thumbnail` reduces it into."""
    return image.width * image.height * 5


def coefficient_bytes(image: Image.Image, data: memoryview) -> int:
    """A JPEG in several scans (progressive, or its components one scan after another) is
    decoded from a buffer of all its DCT coefficients, 2 bytes for each sample of every
    component at full size, whatever the scale it is drawn at."""
    if not isinstance(image, JpegImageFile):
        return 0
    if "progressive" not in image.info and first_scan_components(data) == len(image.layer):
        return 0
    widest = max((h * v for _, h, v, _ in image.layer), default=0) or 1
    samples = sum(h * v for _, h, v, _ in image.layer) / widest
    return int(image.width * image.height * samples * 2)


def first_scan_components(jpeg: memoryview) -> int:
    """How many components a JPEG's first scan holds (its start-of-scan header, found by
    walking the segments before it); 0 when the walk finds no scan."""
    at = 2  # after the start-of-image marker
    while at + 4 < len(jpeg) and jpeg[at] == 0xFF:
        marker = jpeg[at + 1]
        if marker == 0xDA:
            return int(jpeg[at + 4])
        if marker == 0xFF:  # a fill byte before the marker
            at += 1
        elif 0xD0 <= marker <= 0xD8 or marker == 0x01:  # markers without a length
            at += 2
        else:
            at += 2 + int.from_bytes(jpeg[at + 2 : at + 4])
    return 0
