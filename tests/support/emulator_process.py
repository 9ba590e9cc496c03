"""One emulator subprocess: launched with its output in a log file, waited for until a probe
says it is ready, stopped at the end. Anything that goes wrong fails with one clear line."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import time
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any, TypeVar

import pytest

T = TypeVar("T")
START_TIMEOUT = 90.0
"""The Auth emulator takes 12-25 s on these machines, up to 50 s when they are loaded."""


class EmulatorProcess:
    def __init__(
        self,
        name: str,
        argv: Sequence[str],
        cwd: Path,
        log: Path,
        env: Mapping[str, str] | None = None,
    ) -> None:
        self.name, self.log = name, log
        self._failure = ""
        with log.open("wb") as out:
            try:
                self._process = subprocess.Popen(
                    argv,
                    cwd=cwd,
                    stdout=out,
                    stderr=subprocess.STDOUT,
                    start_new_session=True,
                    env={**os.environ, **(env or {})},
                )
            except OSError as error:
                pytest.fail(f"The {name} emulator cannot start: {error}", pytrace=False)

    def wait(self, probe: Callable[[], T | None], timeout: float = START_TIMEOUT) -> T:
        """The probe's first answer; fails when the process ends or time runs out first
        (and at once after that)."""
        if self._failure:
            pytest.fail(self._failure, pytrace=False)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if (found := probe()) is not None:
                return found
            if self._process.poll() is not None:
                self.fail(f"exited with status {self._process.returncode}")
            time.sleep(0.05)
        self.fail(f"was not ready after {timeout:.0f} s")

    def announcement(self) -> dict[str, Any] | None:
        """The JSON line our Node scripts print once they listen."""
        for line in self.log.read_text(errors="replace").splitlines():
            if line.startswith("{"):
                found: dict[str, Any] = json.loads(line)
                return found
        return None

    def fail(self, what: str) -> Any:
        lines = self.log.read_text(errors="replace").strip().splitlines() or ["(no output)"]
        self._failure = f"The {self.name} emulator {what}: {lines[-1].strip()} (log: {self.log})"
        self.stop()
        pytest.fail(self._failure, pytrace=False)

    def stop(self) -> None:
        if self._process.poll() is None:
            os.killpg(self._process.pid, signal.SIGTERM)
        try:
            self._process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            os.killpg(self._process.pid, signal.SIGKILL)
            self._process.wait()
