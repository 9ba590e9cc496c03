"""contentDetails.duration is parsed completely as ISO 8601 (weeks to seconds)."""

import pytest
from signage_adapters.youtube import MalformedDuration, parse_duration


@pytest.mark.parametrize(
    ("text", "seconds"),
    [
        ("PT15M51S", 15 * 60 + 51),
        ("PT1H", 3600),
        ("P1DT2H3M", 86_400 + 2 * 3600 + 3 * 60),
        ("P0D", 0),
        ("PT0S", 0),
        ("PT45S", 45),
        ("PT2M", 120),
        ("PT1H0M1S", 3601),
        ("P2D", 2 * 86_400),
        ("P1W", 7 * 86_400),
        ("P1W2DT1S", 9 * 86_400 + 1),
        ("PT1.5S", 2),
        ("PT10,25S", 11),
        ("PT3.0S", 3),
        ("PT0.001S", 1),
    ],
)
def test_parses_iso_8601_durations_to_whole_seconds(text, seconds):
    assert parse_duration(text) == seconds


@pytest.mark.parametrize(
    "text",
    [
        "",
        "P",
        "PT",
        "P1DT",
        "15M51S",
        "PT15M51",
        "PT1S2M",
        "pt1m",
        "PT-1S",
        "PT1.5M",
        "P1Y",
        "P1M",
        "PT1H ",
        "1:02:03",
        "PT.5S",
    ],
)
def test_refuses_anything_that_is_not_a_complete_duration(text):
    with pytest.raises(MalformedDuration):
        parse_duration(text)
