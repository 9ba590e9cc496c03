"""No secret in any log line: a pytest plugin (tests/conftest.py) that reads every log record
of the test session, and the server logs the tests write, and fails the session when one of
them carries a secret of `tests.support.secret_registry`.

Records are read where a logger hands them to its handlers, after the logger's filters (so a
redacting filter counts), whatever the handlers: creating a Litestar app replaces the root
logger's handlers, which would silently drop a handler installed there once. Every test phase
starts with the root logger at DEBUG, so records of all levels are read; at its end the phase's
lines are searched (the secrets issued during the phase known by then) and dropped.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Generator, Iterable
from pathlib import Path

import pytest
from tests.support.secret_registry import SecretRegistry, session_registry

TOKENS = re.compile(r"[A-Za-z0-9_-]{8,}")
_REGISTRY = pytest.StashKey[SecretRegistry]()
_LINES: list[str] = []
_FOUND: list[str] = []
_FILES: list[Path] = []
_FORMAT = logging.Formatter("%(name)s %(levelname)s %(message)s")


def watch_log_file(path: Path) -> None:
    """A server log a test writes (a `signage serve` subprocess): read at the session's end."""
    _FILES.append(path)


def _line(record: logging.LogRecord) -> str:
    try:
        return _FORMAT.format(record)
    except Exception:  # a record its handlers could not format either
        return f"{record.name} {record.msg!r} {record.args!r}"


def _capture_records() -> None:
    handing_over = logging.Logger.callHandlers

    def reading(logger: logging.Logger, record: logging.LogRecord) -> None:
        _LINES.append(_line(record))
        handing_over(logger, record)

    logging.Logger.callHandlers = reading  # type: ignore[method-assign]


def leaks(registry: SecretRegistry, lines: Iterable[str]) -> list[str]:
    """Each line that carries a secret, with the secret masked but for its first characters."""
    found = []
    for line in lines:
        tokens = set(TOKENS.findall(line)) & registry.issued
        named = tokens | {secret for secret in registry.configured if secret in line}
        for secret in named:
            found.append(line.replace(secret, secret[:4] + "…")[:300])
    return found


def _search(registry: SecretRegistry, lines: Iterable[str]) -> None:
    _FOUND.extend(leaks(registry, lines))
    _LINES.clear()


def pytest_configure(config: pytest.Config) -> None:
    config.stash[_REGISTRY] = session_registry()
    _capture_records()


def _phase(item: pytest.Item) -> Generator[None, None, None]:
    """All levels from the phase's start; at its end, the environment's secrets as the phase
    leaves it (a monkeypatch is undone only in teardown), then the phase's lines searched."""
    logging.getLogger().setLevel(logging.DEBUG)
    try:
        yield
    finally:
        registry = item.config.stash[_REGISTRY]
        registry.read_environment()
        _search(registry, list(_LINES))


pytest_runtest_setup = pytest.hookimpl(wrapper=True)(_phase)
pytest_runtest_call = pytest.hookimpl(wrapper=True)(_phase)
pytest_runtest_teardown = pytest.hookimpl(wrapper=True)(_phase)


def _server_lines() -> Iterable[str]:
    for path in _FILES:
        if path.exists():
            yield from path.read_text(encoding="utf-8", errors="replace").splitlines()


def pytest_sessionfinish(session: pytest.Session) -> None:
    registry = session.config.stash[_REGISTRY]
    _search(registry, [*_LINES, *_server_lines()])
    if not _FOUND:
        return
    reporter = session.config.pluginmanager.get_plugin("terminalreporter")
    if reporter is not None:
        reporter.write_sep("=", f"{len(_FOUND)} log line(s) carry a secret", red=True)
        for line in _FOUND[:20]:
            reporter.write_line(line)
    session.exitstatus = pytest.ExitCode.TESTS_FAILED
