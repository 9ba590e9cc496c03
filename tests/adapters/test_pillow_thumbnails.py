"""Grid thumbnails made with Pillow: small JPEGs in the image's proportions, or nothing;
images over the budgets are never decoded, and one is decoded at a time."""

import io
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from PIL import Image, ImageFile
from signage_adapters.pillow_thumbnails import DECODE_BUDGET, PillowThumbnailer
from signage_http.demo.pictures import drawing
from tests.support.image_bombs import (
    jpeg_declaring,
    jpeg_in_separate_scans,
    png_bomb,
    png_declaring,
)
from tests.support.media_files import jpeg_bytes, png_bytes

from signage_core.limits import MB


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


@pytest.fixture
def decoded(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, int]]:
    """The sizes of the images Pillow decodes (`ImageFile.load`) from now on."""
    sizes: list[tuple[int, int]] = []
    load = ImageFile.ImageFile.load

    def recorded(image: ImageFile.ImageFile) -> object:
        sizes.append(image.size)
        return load(image)

    monkeypatch.setattr(ImageFile.ImageFile, "load", recorded)
    return sizes


OVER_A_BUDGET = {
    "png-header-13000x13000": lambda: png_declaring(13_000, 13_000),
    "jpeg-header-40001x1000": lambda: jpeg_declaring(40_001, 1_000),
    "progressive-jpeg-36mp": lambda: jpeg_declaring(9_000, 4_000, progressive=True),
    "jpeg-in-separate-scans-40mp": lambda: jpeg_in_separate_scans(8_000, 5_000),
}


@pytest.mark.parametrize("image", OVER_A_BUDGET.values(), ids=OVER_A_BUDGET.keys())
def test_an_image_over_a_budget_is_never_decoded(decoded: list[tuple[int, int]], image):
    assert PillowThumbnailer().thumbnail([image()]) is None
    assert decoded == []


def test_a_large_jpeg_in_one_scan_is_decoded_at_an_eighth_of_its_size(decoded):
    PillowThumbnailer().thumbnail([jpeg_declaring(8_000, 5_000)])  # its data is a tiny image's
    assert max(decoded, key=lambda size: size[0] * size[1]) == (1_000, 625)


RSS_PROBE = """
import resource, sys
from pathlib import Path
from signage_adapters.pillow_thumbnails import PillowThumbnailer
data = Path(sys.argv[1]).read_bytes()
before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
made = PillowThumbnailer().thumbnail([data])
grown = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before
print(made is not None, grown * 1024)
"""


def _in_a_fresh_process(probe: str, tmp_path: Path, *images: bytes) -> str:
    """What `probe` prints, run by a new Python with the images' paths as its arguments."""
    paths = [tmp_path / f"image-{index}" for index in range(len(images))]
    for path, data in zip(paths, images, strict=True):
        path.write_bytes(data)
    command = [sys.executable, "-W", "ignore", "-c", probe, *map(str, paths)]
    return subprocess.run(command, capture_output=True, text=True, check=True).stdout


def _thumbnail_in_a_fresh_process(data: bytes, tmp_path: Path) -> tuple[bool, int]:
    """(whether a thumbnail was made, how much the process's peak memory grew, in bytes)."""
    made, grown = _in_a_fresh_process(RSS_PROBE, tmp_path, data).split()
    return made == "True", int(grown)


def _encoded(size: tuple[int, int], kind: str, **options: object) -> bytes:
    buffer = io.BytesIO()
    drawing(size, "peru", "within limits").save(buffer, kind, **options)
    return buffer.getvalue()


def test_a_png_bomb_gets_no_thumbnail_and_is_never_decoded(tmp_path: Path):
    made, grown = _thumbnail_in_a_fresh_process(png_bomb(7_000, 7_000), tmp_path)
    assert not made
    assert grown < 16 * MB  # decoding its 49 megapixels would take 196 MB


def test_a_progressive_jpeg_whose_decoding_needs_more_than_the_budget_gets_no_thumbnail(
    tmp_path: Path,
):
    """4200x4200 px is within 40 megapixels, but libjpeg would hold its 106 MB of
    coefficients (3 full-size components, 2 bytes a sample) to draw it at any scale."""
    picture = _encoded((4200, 4200), "JPEG", progressive=True, subsampling=0)
    made, grown = _thumbnail_in_a_fresh_process(picture, tmp_path)
    assert not made
    assert grown < 16 * MB
    baseline = _encoded((4200, 4200), "JPEG", subsampling=0)
    assert PillowThumbnailer().thumbnail([baseline]) is not None


def test_a_large_png_within_the_budgets_is_decoded_within_the_decode_budget(tmp_path: Path):
    made, grown = _thumbnail_in_a_fresh_process(_encoded((4000, 4000), "PNG"), tmp_path)
    assert made
    assert grown <= DECODE_BUDGET


HELD_PROBE = """
import sys
from pathlib import Path
from signage_adapters.pillow_thumbnails import PillowThumbnailer
def resident():
    status = Path("/proc/self/status").read_text().splitlines()
    return int(next(line for line in status if line.startswith("VmRSS:")).split()[1]) * 1024
images = [Path(path).read_bytes() for path in sys.argv[1:]]
thumbnailer = PillowThumbnailer()
before = resident()
made = [thumbnailer.thumbnail([image]) is not None for image in images * 2]
print(all(made), resident() - before)
"""


def test_the_memory_decoding_took_is_handed_back_once_the_thumbnail_is_made(tmp_path: Path):
    images = (
        _encoded((4000, 4000), "PNG"),
        _encoded((6000, 4000), "JPEG", progressive=True),
        _encoded((3000, 2000), "PNG"),
    )
    made, held = _in_a_fresh_process(HELD_PROBE, tmp_path, *images).split()
    assert made == "True"
    assert int(held) < 8 * MB  # left to malloc, about 32 MB of it stayed with the process


def _chunks_that_wait(started: threading.Event, release: threading.Event) -> Iterator[bytes]:
    started.set()
    release.wait(timeout=10)
    yield png_bytes((64, 64))


def _second_starts_while_first_is_held(at_once: int) -> bool:
    thumbnailer = PillowThumbnailer(at_once=at_once)
    first, second, release = threading.Event(), threading.Event(), threading.Event()
    threads = [
        threading.Thread(target=thumbnailer.thumbnail, args=(_chunks_that_wait(e, release),))
        for e in (first, second)
    ]
    threads[0].start()
    first.wait(timeout=10)
    threads[1].start()
    started = second.wait(timeout=1)
    release.set()
    for thread in threads:
        thread.join(timeout=10)
    return started


def test_thumbnails_are_made_one_at_a_time():
    assert not _second_starts_while_first_is_held(at_once=1)
    assert _second_starts_while_first_is_held(at_once=2)
