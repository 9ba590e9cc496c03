"""The session's log check fails a session whose logs carry a secret: each test here runs a
small pytest session of its own, in its own process (so its planted leak stays out of the
logs of this one), and reads how that session ended."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).parents[2]
LEAK = "1 log line(s) carry a secret"


@pytest.fixture
def session(pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch) -> pytest.Pytester:
    monkeypatch.setenv("PYTHONPATH", str(ROOT))
    pytester.makeconftest('pytest_plugins = ["tests.support.secret_logs"]')
    return pytester


def _run(session: pytest.Pytester, test_source: str) -> pytest.RunResult:
    session.makepyfile(test_planted=test_source)
    return session.runpytest_subprocess("-p", "no:cacheprovider")


def test_a_logged_web_api_key_fails_the_session(session: pytest.Pytester):
    result = _run(
        session,
        """
import logging
from tests.support.emulators import API_KEY

def test_signs_in():
    url = "https://identitytoolkit.googleapis.com/v1/accounts:signInWithPassword"
    logging.getLogger("httpx").info("HTTP Request: POST %s?key=%s", url, API_KEY)
""",
    )
    result.assert_outcomes(passed=1)
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    result.stdout.fnmatch_lines([f"*{LEAK}*", "*signInWithPassword?key=fake…*"])


def test_a_secret_a_test_sets_in_the_environment_is_searched(session: pytest.Pytester):
    result = _run(
        session,
        """
import logging

def test_pays(monkeypatch):
    monkeypatch.setenv("SIGNAGE_PAYPAL_SECRET", "paypal-client-secret-42")
    logging.getLogger("signage_adapters.paypal").debug("token with paypal-client-secret-42")
""",
    )
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    result.stdout.fnmatch_lines([f"*{LEAK}*"])


def test_a_session_id_the_portal_issued_is_searched(session: pytest.Pytester):
    result = _run(
        session,
        """
import logging
from signage_http.auth.sessions import new_session_id

def test_signs_in():
    logging.getLogger("signage_http").warning("session %s started", new_session_id())
""",
    )
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    result.stdout.fnmatch_lines([f"*{LEAK}*"])


def test_a_server_log_file_a_test_writes_is_searched(session: pytest.Pytester):
    result = _run(
        session,
        """
from tests.support.paypal_stand_in import SECRET
from tests.support.secret_logs import watch_log_file

def test_serves(tmp_path):
    log = tmp_path / "server.log"
    log.write_text("INFO paypal secret " + SECRET + "\\n")
    watch_log_file(log)
""",
    )
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    result.stdout.fnmatch_lines([f"*{LEAK}*"])


def test_a_session_whose_logs_name_no_secret_passes(session: pytest.Pytester):
    result = _run(
        session,
        """
import logging
from signage_http.auth.sessions import new_session_id

def test_signs_in():
    new_session_id()
    logging.getLogger("signage_http").warning("a session started for %s", "ada@example.com")
""",
    )
    result.assert_outcomes(passed=1)
    assert result.ret == pytest.ExitCode.OK
