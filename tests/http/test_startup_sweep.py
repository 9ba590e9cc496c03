"""SIGKILL rounds: `signage serve` on the embedded backend is killed with -9 while several
uploads are in flight, then started again; its start-up sweep leaves every record's files,
no file without a record and no partial write, and says what it removed in one line.

What a kill leaves is aged two hours before each restart (as a night's outage would), since
the sweep touches only what is older than any live upload."""

from __future__ import annotations

import contextlib
import json
import os
import re
import signal
import sqlite3
import threading
import time
from collections.abc import Callable
from pathlib import Path

import httpx
import pytest
from tests.http.scene import png_bytes
from tests.support.serving import get_until_up, serve_portal

DEMO = {"email": "maria@cornerbakery.example", "password": "bakery-2025"}
PICTURE = png_bytes(3000, 2000)  # its grid thumbnail takes the server a while to make
UPLOADS = 4
SWEPT = re.compile(r"removed (\d+) without a record and (\d+) unfinished writes")
TWO_HOURS = 2 * 3600


def _uploads(port: int) -> list[threading.Thread]:
    def one(number: int) -> None:
        form = {"name": f"Poster {number}", "assetType": "image", "duration": "10"}
        files = {"file": (f"poster{number}.png", PICTURE, "image/png")}
        with (
            httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=30) as http,
            contextlib.suppress(httpx.TransportError),  # killed mid-upload
        ):
            http.get("/api/config")
            headers = {"X-CSRFToken": http.cookies["csrftoken"]}
            http.post("/api/auth/login", json=DEMO, headers=headers)
            headers = {"X-CSRFToken": http.cookies["csrftoken"]}  # a sign-in rotates the token
            http.post("/api/medias", data=form, files=files, headers=headers)

    threads = [threading.Thread(target=one, args=(n,), daemon=True) for n in range(UPLOADS)]
    for thread in threads:
        thread.start()
    return threads


def _wait_for(found: Callable[[], bool], seconds: float) -> None:
    deadline = time.monotonic() + seconds
    while not found() and time.monotonic() < deadline:
        time.sleep(0.002)


def _objects(files: Path) -> set[str]:
    found = (p.relative_to(files).as_posix() for p in files.rglob("*") if p.is_file())
    return {path for path in found if not any(part.startswith(".") for part in path.split("/"))}


def _partials(files: Path) -> list[Path]:
    return list(files.rglob(".tmp-*"))


def _recorded(data: Path) -> set[str]:
    """Every path the media and client records name, read from the database itself."""
    with sqlite3.connect(data / "signage.db") as db:
        rows = db.execute("SELECT data FROM documents WHERE collection IN ('medias', 'clients')")
        documents = [json.loads(text) for (text,) in rows]
    named = {
        d.get(field, "") for d in documents for field in ("filePath", "thumbnailPath", "logoPath")
    }
    return named - {""}


def _age(data: Path) -> None:
    moment = time.time() - TWO_HOURS
    for path in (*(data / "files").rglob("*"), *(data / "tmp").rglob("*")):
        if path.is_file():
            os.utime(path, (moment, moment))


def _kill_round(data: Path, kill_when: Callable[[set[str]], bool], *flags: str) -> None:
    """Serve, start the uploads, and kill -9 once `kill_when(objects before the uploads)`."""
    process, _, port = serve_portal(data, *flags)
    get_until_up(f"http://127.0.0.1:{port}/api/config")
    before = _objects(data / "files")
    threads = _uploads(port)
    _wait_for(lambda: kill_when(before), 20)
    process.send_signal(signal.SIGKILL)
    process.wait(timeout=10)
    for thread in threads:
        thread.join(timeout=30)


def _sweep_counts(lines: list[str]) -> tuple[int, int]:
    swept = [line for line in lines if line.startswith("Swept the stored files")]
    assert len(swept) == 1, lines
    counts = SWEPT.search(swept[0])
    assert counts is not None, swept
    return int(counts[1]), int(counts[2])


@pytest.mark.slow
def test_a_start_after_sigkill_rounds_sweeps_what_the_kills_left(tmp_path: Path):
    data, removed = tmp_path / "data", 0
    files = data / "files"
    rounds: list[Callable[[set[str]], bool]] = [
        lambda before: bool(_objects(files) - before),  # a file stored, no thumbnail yet
        lambda before: bool(_partials(files)),  # a file mid-write (else after 20 s)
        lambda before: bool(_objects(files) - before),
    ]
    for number, kill_when in enumerate(rounds):
        _kill_round(data, kill_when, *(["--demo"] if number == 0 else []))
        _age(data)
        left = (len(_objects(files) - _recorded(data)), len(_partials(files)))
        process, lines, _ = serve_portal(data)
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=10)
        assert _sweep_counts(lines) == left
        assert _objects(files) == _recorded(data)  # every record's files, no file without one
        assert _partials(files) == []
        assert list((data / "tmp" / "uploads").iterdir()) == []
        removed += left[0]
    assert removed > 0  # the rounds did kill uploads between their file and their record
