"""Pairing codes, secrets, a screen's status and the number of screens a package allows."""

import hashlib
from datetime import UTC, datetime, timedelta
from decimal import Decimal

from signage_core import limits
from signage_core.entities.catalogue import Package
from signage_core.entities.screens import Screen, ScreenStatus
from signage_core.rules.screens import (
    PAIRING_ALPHABET,
    is_pairing_code,
    new_device_token,
    new_pairing_code,
    new_secret,
    normalise_code,
    same_digest,
    screen_allowance,
    screen_id_of,
    screen_status,
    secret_digest,
)

NOW = datetime(2025, 5, 1, 9, 0, tzinfo=UTC)


def test_the_alphabet_has_no_look_alikes():
    assert not set("01OI") & set(PAIRING_ALPHABET)
    assert len(set(PAIRING_ALPHABET)) == len(PAIRING_ALPHABET) == 32


def test_codes_are_eight_characters_of_the_alphabet_and_vary():
    codes = {new_pairing_code() for _ in range(50)}
    assert all(len(code) == limits.PAIRING_CODE_LENGTH == 8 for code in codes)
    assert all(set(code) <= set(PAIRING_ALPHABET) for code in codes)
    assert len(codes) > 45


def test_a_typed_code_is_forgiven_its_case_blanks_and_dashes_but_not_look_alikes():
    assert normalise_code(" k7qx-2m9p ") == "K7QX2M9P"
    assert normalise_code("K7QX 2M9P") == "K7QX2M9P"
    assert is_pairing_code("K7QX2M9P")
    assert not is_pairing_code("K7QX2M9O")
    assert not is_pairing_code("K7QX2M9")
    assert not is_pairing_code("K7QX2M9PP")


def test_secrets_are_random_and_kept_as_their_sha256():
    first, second = new_secret(), new_secret()
    assert first != second
    assert len(first) >= 43
    assert secret_digest(first) == hashlib.sha256(first.encode()).hexdigest()
    assert same_digest(first, secret_digest(first))
    assert not same_digest(second, secret_digest(first))
    assert not same_digest("", "")


def test_a_device_token_names_its_screen_and_carries_a_secret():
    token = new_device_token("Scr33nId")
    assert screen_id_of(token) == "Scr33nId"
    assert token != new_device_token("Scr33nId")
    assert len(token.partition(".")[2]) >= 43
    assert screen_id_of("no-dot") == screen_id_of("Scr33nId.") == screen_id_of("") == ""


def test_a_screen_is_online_within_two_minutes_of_its_last_call():
    screen = Screen("s", "Lobby", "c")
    assert screen_status(screen, NOW) is ScreenStatus.WAITING
    window = limits.SCREEN_ONLINE_WINDOW
    assert window == timedelta(minutes=2)
    seen = Screen("s", "Lobby", "c", last_seen_at=NOW - window)
    assert screen_status(seen, NOW) is ScreenStatus.ONLINE
    assert screen_status(seen, NOW + timedelta(seconds=1)) is ScreenStatus.OFFLINE


def test_a_package_allows_its_units_and_no_package_allows_one():
    package = Package("p", "PRO", "Pro", Decimal("10"), 4, 30)
    assert screen_allowance(package) == 4
    assert screen_allowance(None) == limits.SCREENS_WITHOUT_PACKAGE == 1
    assert timedelta(minutes=10) == limits.PAIRING_LIFETIME
