"""The caches' verification mode for a test session (`signage_core.cache_checks`): with
`--verify-caches`, every app the tests build in this process checks each kept read and answer
against a fresh one, and the portals they start in a subprocess get SIGNAGE_VERIFY_CACHES=1.
CI runs the HTTP suite and the browser journeys once so (noxfile.py, `tests`)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from signage_core.cache_checks import verify_caches, verifying

OPTION = "--verify-caches"
VERIFY_CACHES = "SIGNAGE_VERIFY_CACHES"
STALE = "stale cache"
"""What the portal logs when it catches one (`signage_core.cache_checks`)."""


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        OPTION, action="store_true", help="check every kept read and answer against a fresh one"
    )


def verification_env(config: pytest.Config) -> dict[str, str]:
    """The setting a portal subprocess needs to run in the session's mode."""
    return {VERIFY_CACHES: "1"} if config.getoption(OPTION) else {}


@pytest.fixture(scope="session", autouse=True)
def _verifying_session(request: pytest.FixtureRequest) -> Iterator[None]:
    verify_caches(bool(request.config.getoption(OPTION)))
    yield
    verify_caches(False)


@pytest.fixture
def counting_reads() -> Iterator[None]:
    """For a test that counts reads or the work a kept answer saves: the mode would add a
    fresh computation to each, so it is off for that test (what it measures is the cost)."""
    was = verifying()
    verify_caches(False)
    try:
        yield
    finally:
        verify_caches(was)


@pytest.fixture
def verifying_caches() -> Iterator[None]:
    """For a test of the mode itself: on for that test, whatever the session's."""
    was = verifying()
    verify_caches()
    try:
        yield
    finally:
        verify_caches(was)
