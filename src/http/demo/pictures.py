"""The demo's pictures, drawn with Pillow: a gradient in a colour with a large label."""

from __future__ import annotations

import io

from PIL import Image, ImageColor, ImageDraw, ImageFont


def drawing(size: tuple[int, int], colour: str, label: str = "") -> Image.Image:
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


def picture(size: tuple[int, int], colour: str, label: str, kind: str = "JPEG") -> bytes:
    """The drawing as JPEG (quality 80) or PNG bytes."""
    buffer = io.BytesIO()
    options = {"quality": 80} if kind == "JPEG" else {}
    drawing(size, colour, label).save(buffer, kind, **options)
    return buffer.getvalue()
