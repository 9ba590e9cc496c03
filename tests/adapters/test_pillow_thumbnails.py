"""Grid thumbnails made with Pillow: small JPEGs in the image's proportions, or nothing."""

import io

from PIL import Image
from signage_adapters.pillow_thumbnails import PillowThumbnailer
from tests.support.media_files import jpeg_bytes, png_bytes


def _opened(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    image.load()
    return image


def test_a_large_photo_becomes_a_jpeg_that_fits_the_grid_in_its_proportions():
    original = jpeg_bytes((1920, 1080), "peru")
    small = PillowThumbnailer().thumbnail([original[:1000], original[1000:]])
    assert small is not None
    image = _opened(small)
    assert (image.format, image.size) == ("JPEG", (480, 270))
    assert len(small) < len(original) / 4


def test_a_tall_png_keeps_its_proportions():
    image = _opened(PillowThumbnailer().thumbnail([png_bytes((600, 1200))]) or b"")
    assert image.size == (135, 270)


def test_a_small_image_is_not_enlarged():
    assert _opened(PillowThumbnailer().thumbnail([png_bytes((200, 100))]) or b"").size == (200, 100)


def test_transparent_parts_show_white():
    picture = Image.new("RGBA", (100, 100), (0, 0, 0, 0))
    buffer = io.BytesIO()
    picture.save(buffer, "PNG")
    image = _opened(PillowThumbnailer().thumbnail([buffer.getvalue()]) or b"").convert("RGB")
    red, green, blue = image.getpixel((50, 50))  # type: ignore[misc]
    assert min(red, green, blue) > 240


def test_a_photo_taken_sideways_is_turned_upright_by_its_exif_orientation():
    picture = Image.new("RGB", (400, 200), "teal")
    exif = picture.getexif()
    exif[0x0112] = 6  # rotated 90 degrees: shown as 200x400
    buffer = io.BytesIO()
    picture.save(buffer, "JPEG", exif=exif)
    assert _opened(PillowThumbnailer().thumbnail([buffer.getvalue()]) or b"").size == (135, 270)


def test_bytes_that_are_no_image_give_no_thumbnail():
    assert PillowThumbnailer().thumbnail([b"\x89PNG\r\n\x1a\n", b"not really"]) is None
