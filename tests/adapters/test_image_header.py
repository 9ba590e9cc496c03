"""An image's dimensions read from its header alone, as uploads are sized before any decode."""

import io
import warnings

from signage_adapters.image_header import TOO_BIG, header_size
from tests.support.image_bombs import jpeg_declaring, png_declaring
from tests.support.media_files import png_bytes


def test_the_dimensions_a_small_file_declares_are_read_from_its_header():
    assert header_size(io.BytesIO(png_declaring(13_000, 6_000))) == (13_000, 6_000)
    assert header_size(io.BytesIO(jpeg_declaring(9_000, 6_000, True))) == (9_000, 6_000)


def test_an_ordinary_picture_is_sized_from_its_path(tmp_path):
    picture = tmp_path / "poster.png"
    picture.write_bytes(png_bytes((640, 400)))
    assert header_size(picture) == (640, 400)


def test_an_image_pillow_refuses_as_a_decompression_bomb_counts_as_too_big():
    assert header_size(io.BytesIO(jpeg_declaring(65_000, 65_000))) == TOO_BIG


def test_an_image_pillow_warns_of_counts_as_too_big_where_warnings_are_errors():
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert header_size(io.BytesIO(png_declaring(13_000, 13_000))) == TOO_BIG


def test_bytes_that_are_no_image_have_no_dimensions():
    assert header_size(io.BytesIO(b"\x89PNG\r\n\x1a\n" + bytes(64))) is None
    assert header_size(io.BytesIO(b"\x00\x00\x00\x18ftypmp42" + bytes(64))) is None
