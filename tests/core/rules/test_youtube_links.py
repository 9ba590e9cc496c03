"""YouTube helpers: id extraction, estimated file size (spec §9) and thumbnails."""

from __future__ import annotations

import pytest

from signage_core import extract_youtube_id, youtube_file_size, youtube_thumbnail_url

ID = "dQw4w9WgXcQ"


@pytest.mark.parametrize(
    "url",
    [
        f"https://www.youtube.com/watch?v={ID}",
        f"https://youtube.com/watch?v={ID}&t=42s",
        f"https://www.youtube.com/watch?feature=share&v={ID}",
        f"www.youtube.com/watch?v={ID}",
        f"youtube.com/watch?v={ID}",
        f"http://m.youtube.com/watch?v={ID}",
        f"https://music.youtube.com/watch?v={ID}",
        f"https://youtu.be/{ID}",
        f"youtu.be/{ID}?si=abc",
        f"https://www.youtube.com/embed/{ID}?autoplay=1",
        f"https://www.youtube-nocookie.com/embed/{ID}",
        f"https://www.youtube.com/shorts/{ID}",
        f"https://www.youtube.com/live/{ID}",
        f"https://www.youtube.com/v/{ID}",
        f"  https://WWW.YouTube.com/watch?v={ID}#t=5  ",
    ],
)
def test_id_is_extracted_from_every_youtube_link_form(url: str) -> None:
    assert extract_youtube_id(url) == ID


@pytest.mark.parametrize(
    "url",
    [
        "",
        ID,
        f"https://example.com/{ID}",
        f"https://example.com/watch?v={ID}",
        f"https://vimeo.com/embed/{ID}",
        f"https://youtube.com.evil.example/watch?v={ID}",
        f"https://www.youtube.com/watch?v={ID[:-1]}",
        f"https://www.youtube.com/watch?v={ID}x",
        f"https://youtu.be/{ID}/extra",
        f"https://www.youtube.com/watch?v={ID}&v={ID}",
        f"https://www.youtube.com/channel/{ID}",
        f"javascript://youtube.com/watch?v={ID}",
        "https://[broken/watch?v=dQw4w9WgXcQ",
    ],
)
def test_non_youtube_or_malformed_links_have_no_id(url: str) -> None:
    assert extract_youtube_id(url) is None


@pytest.mark.parametrize(
    ("seconds", "size"), [(0, 0), (1, 2048), (212, 434_176), (1.5, 3072), (0.25 / 1024, 1)]
)
def test_link_size_is_duration_times_2048_rounded_half_up(seconds: float, size: int) -> None:
    assert youtube_file_size(seconds) == size


def test_thumbnail_is_the_public_high_quality_image() -> None:
    assert youtube_thumbnail_url(ID) == f"https://i.ytimg.com/vi/{ID}/hqdefault.jpg"
