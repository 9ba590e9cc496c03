"""URLs the portal serves or asks for are logged without the secrets in their query."""

from __future__ import annotations

import logging

import pytest
from tests.http.api_support import World
from uvicorn.logging import AccessFormatter

TOKEN = "reset-token-that-opens-an-account"


@pytest.fixture
def all_logs(world: World, caplog: pytest.LogCaptureFixture) -> pytest.LogCaptureFixture:
    """Every record, once the app (which installs the filter) exists."""
    caplog.set_level(logging.DEBUG)
    return caplog


def test_the_access_log_keeps_the_line_but_not_a_reset_token(all_logs):
    path = f"/client/login?resetToken={TOKEN}&lang=es"
    access = logging.getLogger("uvicorn.access")
    access.info('%s - "%s %s HTTP/%s" %d', "203.0.113.9:50000", "GET", path, "1.1", 200)
    [record] = [r for r in all_logs.records if r.name == "uvicorn.access"]
    line = AccessFormatter("%(request_line)s %(status_code)s", use_colors=False).format(record)
    assert line == "GET /client/login?resetToken=[redacted]&lang=es HTTP/1.1 200 OK"


@pytest.mark.parametrize("name", ["token", "signature", "key", "oobCode", "password"])
def test_a_url_httpx_logs_keeps_no_secret_value(world: World, all_logs, name: str):
    world.client().get(f"/api/config?{name}={TOKEN}&limit=5")
    requested = [r.getMessage() for r in all_logs.records if r.name == "httpx"]
    assert f"/api/config?{name}=[redacted]&limit=5" in requested[-1]
    assert TOKEN not in all_logs.text
