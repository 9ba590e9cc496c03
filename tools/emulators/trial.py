"""The Firestore, Cloud Storage and Firebase Auth emulators for a trial, on 127.0.0.1, until
Ctrl-C: `python3 -m nox -s emulators` (or `python tools/emulators/trial.py` where
gcp-storage-emulator is installed and `npm ci --ignore-scripts` ran here).

It prints the settings that point a portal at them (docs/operations.md, "Trying Firebase on
the emulators"). Everything they hold is in memory and gone when they stop.
Options: --project (default demo-signage), --firestore-port 8080, --auth-port 9099,
--storage-port 9199 (Firebase's usual ports).
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
READY_SECONDS = 120
HARNESS = HERE.parents[1] / "tests" / "support"
FIRESTORE_EXTENSION = HARNESS / "firestore_emulator" / "index.mjs"
"""What the test suite adds to the Firestore emulator (nested filters, isolated transactions):
a trial loads it too where the checkout has it, so the dashboard and the audit log's days work."""
STORAGE_EMULATOR = HARNESS / "storage_emulator.py"
"""gcp-storage-emulator with Cloud Storage's answer to a finished upload session's status."""


def _arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--project", default="demo-signage")
    parser.add_argument("--firestore-port", type=int, default=8080)
    parser.add_argument("--auth-port", type=int, default=9099)
    parser.add_argument("--storage-port", type=int, default=9199)
    return parser.parse_args()


def _start(argv: list[str], log: Path, env: dict[str, str]) -> subprocess.Popen[bytes]:
    with log.open("wb") as out:
        return subprocess.Popen(  # noqa: S603
            argv, cwd=HERE, stdout=out, stderr=subprocess.STDOUT, env={**os.environ, **env}
        )


def _extensions() -> dict[str, dict[str, str]]:
    """The environment of each emulator: the Firestore one's names the harness's extension."""
    if not FIRESTORE_EXTENSION.exists():
        return {}
    return {"Firestore": {"SIGNAGE_FIRESTORE_EXTENSION": str(FIRESTORE_EXTENSION)}}


def _storage_command() -> list[str]:
    if STORAGE_EMULATOR.exists():
        return [sys.executable, str(STORAGE_EMULATOR)]
    return [sys.executable, "-m", "gcp_storage_emulator"]


def _waited(name: str, process: subprocess.Popen[bytes], log: Path, probe: Any) -> Any:
    """The probe's first answer; exits naming the emulator and its log when it stops first."""
    deadline = time.monotonic() + READY_SECONDS
    while time.monotonic() < deadline:
        if (found := probe()) is not None:
            return found
        if process.poll() is not None:
            raise SystemExit(f"The {name} emulator stopped: see {log}")
        time.sleep(0.2)
    raise SystemExit(f"The {name} emulator was not ready after {READY_SECONDS} s: see {log}")


def _announced(log: Path) -> Any:
    """The JSON line the Node emulators print once they listen."""
    lines = log.read_text(errors="replace").splitlines()
    return next((json.loads(line) for line in lines if line.startswith("{")), None)


def _answers(url: str) -> bool | None:
    try:
        urllib.request.urlopen(url, timeout=1)  # noqa: S310 (a loopback http URL)
    except OSError:
        return None
    return True


def _stop(*_: object) -> None:
    raise KeyboardInterrupt


def main() -> None:
    args = _arguments()
    bucket, logs = f"{args.project}.appspot.com", Path(tempfile.mkdtemp(prefix="emulators-"))
    signal.signal(signal.SIGTERM, _stop)
    storage_url = f"http://127.0.0.1:{args.storage_port}"
    argv = {
        "Firestore": ["node", "firestore.mjs", str(args.firestore_port)],
        "Auth": ["node", "auth.mjs", args.project, str(args.auth_port)],
        "Cloud Storage": [*_storage_command(), "start", "--host", "127.0.0.1", "--port",
            str(args.storage_port), "--in-memory", "--default-bucket", bucket],
    }  # fmt: skip
    env = _extensions()
    processes = {name: _start(command, logs / f"{name}.log", env.get(name, {}))
                 for name, command in argv.items()}  # fmt: skip
    try:
        ready = {name: _waited(name, processes[name], logs / f"{name}.log", probe)
                 for name, probe in (
                     ("Firestore", lambda: _announced(logs / "Firestore.log")),
                     ("Auth", lambda: _announced(logs / "Auth.log")),
                     ("Cloud Storage", lambda: _answers(f"{storage_url}/storage/v1/b")),
                 )}  # fmt: skip
        ports = (ready["Firestore"]["port"], ready["Auth"]["port"], args.storage_port)
        print(_settings(args.project, bucket, *ports), f"\n(logs in {logs})", flush=True)
        while all(process.poll() is None for process in processes.values()):
            time.sleep(1)
        print(f"An emulator stopped: see {logs}", file=sys.stderr)
    except KeyboardInterrupt:
        pass
    finally:
        for process in processes.values():
            process.terminate()
        for process in processes.values():
            process.wait(timeout=10)


def _settings(project: str, bucket: str, firestore: int, auth: int, storage: int) -> str:
    return "\n".join([
        "The emulators are running (Ctrl-C stops them). Point a portal at them with:",
        "",
        f"export FIRESTORE_EMULATOR_HOST=127.0.0.1:{firestore}",
        f"export FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:{auth}",
        f"export STORAGE_EMULATOR_HOST=http://127.0.0.1:{storage}",
        f"export SIGNAGE_BACKEND=firebase SIGNAGE_FIREBASE_PROJECT={project}",
        f"export SIGNAGE_FIREBASE_BUCKET={bucket} SIGNAGE_FIREBASE_API_KEY=fake-api-key",
        "export SIGNAGE_SECRET_KEY=$(python3 -c 'import secrets; print(secrets.token_hex(32))')",
        "signage serve",
    ])  # fmt: skip


if __name__ == "__main__":
    main()
