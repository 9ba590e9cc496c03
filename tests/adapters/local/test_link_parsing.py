"""Download links are read exactly as they are written: an `expires` that `int()` would
accept in another spelling, or a signature that is not 64 lowercase hex digits, opens
nothing, even when the signature is right for the number it spells."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from signage_adapters.local.blob_signing import parse_expires, sign
from signage_adapters.local.blobs import LocalBlobStorage
from signage_adapters.memory.clock import ManualClock
from tests.adapters.local.test_local_blobs import NOW, PATH, SECRET, opens, url_parts

DEADLINE = int((NOW + timedelta(days=1)).timestamp())


@pytest.mark.parametrize(
    "spelling",
    [
        f"+{DEADLINE}",
        f" {DEADLINE}",
        f"{DEADLINE} ",
        f"{DEADLINE}\n",
        f"0{DEADLINE}",
        f"{str(DEADLINE)[:4]}_{str(DEADLINE)[4:]}",
        "".join(chr(ord(digit) - ord("0") + 0x0660) for digit in str(DEADLINE)),  # Arabic-Indic
    ],
)
def test_a_non_canonical_expiry_is_refused_even_with_its_numbers_signature(blobs, spelling):
    assert int(spelling) == DEADLINE  # what the old parsing accepted
    signature = sign(SECRET, PATH, DEADLINE)
    assert opens(blobs, PATH, str(DEADLINE), signature)
    assert not opens(blobs, PATH, spelling, signature)


@pytest.mark.parametrize(
    "text", ["", "0", "-1", "1" * 13, "9" * 400, "1e9", "0x10", f"{DEADLINE}.0"]
)
def test_expiries_outside_the_canonical_range_are_not_numbers(text):
    assert parse_expires(text) is None


def test_the_canonical_expiry_is_read():
    assert parse_expires(str(DEADLINE)) == DEADLINE


@pytest.mark.parametrize("signature", ["é" * 64, "A" * 64, "a" * 63, "a" * 65, ""])
def test_a_malformed_signature_is_refused_not_a_crash(blobs, signature):
    assert not opens(blobs, PATH, str(DEADLINE), signature)


def test_links_last_the_lifetime_the_portal_chose(tmp_path: Path, clock: ManualClock):
    storage = LocalBlobStorage(
        tmp_path / "files", SECRET, clock=clock, link_lifetime=timedelta(days=30)
    )
    storage.put(PATH, [b"jpeg"], content_type="image/jpeg")
    _, expires, signature = url_parts(storage.download_url(PATH))
    assert int(expires) == int((NOW + timedelta(days=30)).timestamp())
    clock.set(NOW + timedelta(days=30))
    assert opens(storage, PATH, expires, signature)
    clock.set(NOW + timedelta(days=30, seconds=1))
    assert not opens(storage, PATH, expires, signature)
    assert datetime.fromtimestamp(int(expires), UTC) == NOW + timedelta(days=30)
