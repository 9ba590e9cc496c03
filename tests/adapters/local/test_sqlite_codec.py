"""Stored JSON text read back: msgspec decodes it, and text msgspec refuses is read by `json`."""

from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest
from signage_adapters.local.codec import decode, encode


def test_a_document_reads_back_as_written_with_times_as_fixed_width_text():
    written = {"name": "Poster", "size": 2**70, "ratio": 0.1, "on": True, "tags": ["a"], "x": None}
    moment = datetime(2025, 1, 15, 12, tzinfo=UTC)
    assert decode(encode({**written, "at": moment})) == {
        **written,
        "at": "2025-01-15T12:00:00.000000Z",
    }


def test_text_msgspec_refuses_but_json_reads_is_read_as_json_reads_it():
    assert decode('{"name": "\\ud800 lone"}') == {"name": "\ud800 lone"}


@pytest.mark.parametrize("text", ["[1, 2]", '"text"'])
def test_a_stored_value_that_is_not_a_json_object_is_refused(text: str):
    with pytest.raises(ValueError, match="must be a JSON object"):
        decode(text)


def test_broken_text_is_refused_as_json_refuses_it():
    with pytest.raises(json.JSONDecodeError):
        decode("{broken")
