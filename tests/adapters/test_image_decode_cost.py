"""What decoding an image costs, told from its header: a JPEG in several scans is decoded from
a buffer of all its coefficients, whatever the scale it is drawn at."""

import io

from PIL import Image
from signage_adapters.image_decode_cost import coefficient_bytes, first_scan_components
from tests.support.image_bombs import jpeg_declaring, jpeg_in_separate_scans, png_declaring


def _cost(data: bytes) -> int:
    return coefficient_bytes(Image.open(io.BytesIO(data)), memoryview(data))


def test_a_jpeg_in_one_scan_needs_no_coefficient_buffer():
    assert first_scan_components(memoryview(jpeg_declaring(6_400, 4_600))) == 3
    assert _cost(jpeg_declaring(6_400, 4_600)) == 0


def test_a_progressive_jpeg_buffers_two_bytes_a_sample_of_every_component():
    """Pillow's small JPEGs are 4:2:0: one full-size luma sample and two quarter-size chroma
    samples a pixel."""
    assert _cost(jpeg_declaring(6_400, 4_600, progressive=True)) == 6_400 * 4_600 * 3


def test_a_jpeg_whose_components_come_in_separate_scans_buffers_them_too():
    assert first_scan_components(memoryview(jpeg_in_separate_scans(6_400, 4_600))) == 1
    assert _cost(jpeg_in_separate_scans(6_400, 4_600)) == 6_400 * 4_600 * 3


def test_a_jpeg_whose_scan_cannot_be_found_counts_as_buffered():
    truncated = jpeg_declaring(640, 400)[:200]
    assert first_scan_components(memoryview(truncated)) == 0


def test_a_png_has_no_coefficients():
    assert _cost(png_declaring(4_000, 4_000)) == 0
