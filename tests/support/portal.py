"""The real portal for end-to-end tests: `signage serve` in a subprocess on a free loopback port,
with a temporary data directory and a loopback stand-in for the YouTube Data API.

    with youtube_stand_in() as youtube, running_portal(tmp_dir, youtube.base_url) as portal:
        portal.client_url("/login")          # http://127.0.0.1:PORT/client/login
        portal.admin_password                # read from <data-dir>/admin-password.txt
        with portal.api(portal.admin_email, portal.admin_password) as api:
            api.get("/api/user-logs").json()

Used by tests/browser/conftest.py and by the screenshot script (tests/browser/screenshots.py).
"""

from __future__ import annotations

import email
import email.policy
import os
import re
import socket
import subprocess
import sys
import time
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from email.message import EmailMessage
from pathlib import Path
from typing import Any

import httpx
from tests.support.loopback_http import LoopbackServer, RecordedRequest, Reply
from tests.support.media_files import jpeg_bytes
from tests.support.secret_logs import watch_log_file

ADMIN_EMAIL = "admin@signage.local"
STARTUP_SECONDS = 60.0
YOUTUBE_API_KEY = "browser-tests-key"
YOUTUBE_PATH = "/youtube/v3"


@dataclass(frozen=True)
class YouTubeVideo:
    """What the stand-in answers for one video id."""

    video_id: str
    title: str
    duration: str  # ISO 8601, as contentDetails.duration

    @property
    def watch_url(self) -> str:
        return f"https://www.youtube.com/watch?v={self.video_id}"


DEMO_VIDEO = YouTubeVideo("M7lc1UVf-VE", "Spring menu tour", "PT1M5S")


class YouTubeStandIn:
    """`videos.list` for the known videos, and their high thumbnails, on 127.0.0.1."""

    def __init__(self, server: LoopbackServer, videos: tuple[YouTubeVideo, ...]) -> None:
        self.server = server
        self.videos = {video.video_id: video for video in videos}
        server.route("GET", f"{YOUTUBE_PATH}/videos", self._videos_list)
        for video_id in self.videos:
            server.route("GET", self._thumbnail_path(video_id), _jpeg_reply())

    @property
    def base_url(self) -> str:
        return self.server.url + YOUTUBE_PATH

    def thumbnail_url(self, video_id: str) -> str:
        return self.server.url + self._thumbnail_path(video_id)

    @staticmethod
    def _thumbnail_path(video_id: str) -> str:
        return f"/vi/{video_id}/hqdefault.jpg"

    def _videos_list(self, request: RecordedRequest) -> Reply:
        video = self.videos.get(request.query.get("id", [""])[0])
        if request.header("x-goog-api-key") != YOUTUBE_API_KEY or video is None:
            return Reply.json(200, {"items": []})
        snippet = {
            "title": video.title,
            "thumbnails": {"high": {"url": self.thumbnail_url(video.video_id)}},
        }
        item = {"id": video.video_id, "snippet": snippet}
        item["contentDetails"] = {"duration": video.duration}
        return Reply.json(200, {"kind": "youtube#videoListResponse", "items": [item]})


def _jpeg_reply() -> Reply:
    return Reply(200, jpeg_bytes((480, 360), "firebrick"), {"Content-Type": "image/jpeg"})


@contextmanager
def youtube_stand_in(*videos: YouTubeVideo) -> Iterator[YouTubeStandIn]:
    with LoopbackServer() as server:
        yield YouTubeStandIn(server, videos or (DEMO_VIDEO,))


@dataclass(frozen=True)
class Portal:
    url: str
    data_dir: Path
    admin_email: str
    admin_password: str
    log_path: Path
    process: subprocess.Popen[bytes] | None = None
    """The `signage serve` process, when this test session started it."""

    def state(self) -> str:
        """Whether the portal process still runs, and the end of its log: for a failure."""
        code = None if self.process is None else self.process.poll()
        lines = self.log_path.read_text(errors="replace").splitlines()[-40:]
        running = "running" if code is None else f"exited with {code}"
        return f"portal process {running}; the end of its log:\n" + "\n".join(lines)

    def client_url(self, path: str = "/") -> str:
        return f"{self.url}/client{path}"

    @contextmanager
    def api(self, email_address: str = "", password: str = "") -> Iterator[httpx.Client]:
        """An HTTP client with the CSRF header set, signed in when credentials are given."""
        with httpx.Client(base_url=self.url, timeout=10) as client:
            client.get("/api/config").raise_for_status()
            client.headers["X-CSRFToken"] = client.cookies.get("csrftoken", "")
            if email_address:
                body = {"email": email_address, "password": password}
                client.post("/api/auth/login", json=body).raise_for_status()
                client.headers["X-CSRFToken"] = client.cookies.get("csrftoken", "")
            yield client

    @contextmanager
    def admin_api(self) -> Iterator[httpx.Client]:
        with self.api(self.admin_email, self.admin_password) as client:
            yield client

    def outbox(self) -> list[EmailMessage]:
        """Every email the local mail adapter wrote, oldest first."""
        folder = self.data_dir / "outbox"
        files = sorted(folder.glob("*.eml"), key=lambda path: path.stat().st_mtime_ns)
        return [_read_email(path) for path in files]

    def documents(self) -> Any:
        """The portal's own documents (SQLite), to arrange states no screen can make, such as
        an expired licence. Close it after use."""
        from signage_adapters.local.documents import SqliteDocuments

        return SqliteDocuments(self.data_dir / "signage.db")


def _read_email(path: Path) -> EmailMessage:
    message = email.message_from_bytes(path.read_bytes(), policy=email.policy.default)
    assert isinstance(message, EmailMessage)
    return message


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def signage_command() -> Path:
    """The `signage` console script of the running interpreter's environment."""
    script = Path(sys.executable).parent / "signage"
    if not script.exists():
        raise RuntimeError(f"{script} is missing: install the project (pip install -e .)")
    return script


def _portal_env(youtube_base_url: str, extra: Mapping[str, str]) -> dict[str, str]:
    env = {key: value for key, value in os.environ.items() if not key.startswith("SIGNAGE_")}
    env["SIGNAGE_YOUTUBE_API_KEY"] = YOUTUBE_API_KEY
    env["SIGNAGE_YOUTUBE_BASE_URL"] = youtube_base_url
    env["PYTHONUNBUFFERED"] = "1"
    return env | dict(extra)


def _wait_until_ready(process: subprocess.Popen[bytes], url: str, log_path: Path) -> None:
    """Poll until the portal answers, or fail with its log when it died or never answered."""
    deadline = time.monotonic() + STARTUP_SECONDS
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"signage serve exited early:\n{log_path.read_text()}")
        try:
            if httpx.get(f"{url}/api/config", timeout=2).status_code == 200:
                return
        except httpx.TransportError:
            pass
        time.sleep(0.1)
    log = log_path.read_text()
    raise RuntimeError(f"signage serve did not answer in {STARTUP_SECONDS}s:\n{log}")


def _first_admin_password(data_dir: Path, log_path: Path) -> str:
    """From the data directory (embedded default) or, on Firebase, the first start's line."""
    saved = data_dir / "admin-password.txt"
    if saved.exists():
        return saved.read_text().strip()
    found = re.search(r"with the password: (\S+)", log_path.read_text())
    if found is None:
        raise RuntimeError(
            f"signage serve printed no first Admin password:\n{log_path.read_text()}"
        )
    return found.group(1)


def _stop(process: subprocess.Popen[bytes]) -> None:
    process.terminate()
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


@contextmanager
def running_portal(
    data_dir: Path,
    youtube_base_url: str,
    env: Mapping[str, str] | None = None,
    port: int | None = None,
) -> Iterator[Portal]:
    """`signage serve` on `port` (by default a free one) with `data_dir` (created, usually
    empty); `env` adds settings (e.g. a PayPal stand-in's)."""
    data_dir.mkdir(parents=True, exist_ok=True)
    port, log_path = port or free_port(), data_dir.parent / f"{data_dir.name}-server.log"
    watch_log_file(log_path)
    command = [str(signage_command()), "serve", "--host", "127.0.0.1", "--port", str(port)]
    command += ["--data-dir", str(data_dir)]
    with log_path.open("ab") as log:
        process = subprocess.Popen(
            command,
            stdout=log,
            stderr=subprocess.STDOUT,
            env=_portal_env(youtube_base_url, env or {}),
        )
    url = f"http://127.0.0.1:{port}"
    try:
        _wait_until_ready(process, url, log_path)
        password = _first_admin_password(data_dir, log_path)
        yield Portal(url, data_dir, ADMIN_EMAIL, password, log_path, process)
    finally:
        _stop(process)
