"""Developer and CI sessions. `nox -s tests` runs every suite; `nox -s serve` starts the portal."""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
from pathlib import Path

import nox

nox.options.default_venv_backend = "uv|virtualenv"
nox.options.reuse_existing_virtualenvs = True
nox.options.sessions = ["lint", "tests"]

ROOT = Path(__file__).parent
WEBAPP = ROOT / "webapp"
EMULATORS = ROOT / "tools" / "emulators"
PYTHON = "3.11"


def _webapp_present() -> bool:
    return (WEBAPP / "package.json").exists()


def _npm(session: nox.Session, *args: str) -> None:
    with session.chdir(WEBAPP):
        session.run("npm", *args, external=True)


LOCK_STAMP = WEBAPP / "node_modules" / ".signage-lock.sha256"


def _npm_ci(session: nox.Session) -> None:
    """`npm ci` when node_modules is missing or was installed from another package-lock."""
    wanted = hashlib.sha256((WEBAPP / "package-lock.json").read_bytes()).hexdigest()
    if LOCK_STAMP.exists() and LOCK_STAMP.read_text().strip() == wanted:
        return
    _npm(session, "ci", "--no-audit", "--no-fund")
    LOCK_STAMP.write_text(wanted)


def _build_webapp(session: nox.Session) -> None:
    if _webapp_present():
        _npm_ci(session)
        _npm(session, "run", "build")


def _ensure_chromium(session: nox.Session) -> None:
    """Browser tests need Debian's Chromium; install it, or fail loudly."""
    if shutil.which("chromium"):
        return
    session.log("Chromium is missing: installing Debian's chromium package")
    session.run("apt-get", "update", "-qq", external=True)
    session.run("apt-get", "install", "-y", "-qq", "chromium", external=True)
    if not shutil.which("chromium"):
        session.error("Chromium could not be installed; the browser journeys cannot run")


def _start_emulator_install(session: nox.Session) -> subprocess.Popen[bytes] | None:
    """`npm ci` of the Auth and Firestore emulators, in the background while pip works
    (install scripts off: they would download, and the emulators need none)."""
    if (EMULATORS / "node_modules" / ".package-lock.json").exists():
        return None
    session.log("npm ci in tools/emulators, in the background")
    command = ["npm", "ci", "--ignore-scripts", "--no-audit", "--no-fund"]
    return subprocess.Popen(command, cwd=EMULATORS)  # noqa: S603 (a fixed command)


def _finish_emulator_install(session: nox.Session, npm: subprocess.Popen[bytes] | None) -> None:
    if npm is not None and npm.wait() != 0:
        session.error("npm ci in tools/emulators failed: the Firebase emulators cannot run")


@nox.session(python=PYTHON)
def tests(session: nox.Session) -> None:
    """Every suite: Python (core, adapters, HTTP, browser journeys, the Firebase adapters on
    their emulators) and the webapp's."""
    npm = _start_emulator_install(session)
    session.install("-e", ".[test,firebase]")
    _finish_emulator_install(session, npm)
    if _webapp_present():
        _npm_ci(session)
        _npm(session, "test")
        _npm(session, "run", "build")
    if list((ROOT / "tests" / "browser").glob("test_*.py")):
        _ensure_chromium(session)
    session.run("pytest", *session.posargs)


@nox.session(python=PYTHON)
def lint(session: nox.Session) -> None:
    """ruff, mypy (strict on signage_core), import-linter, and the webapp's type check and lint."""
    session.install("-e", ".[lint,test]")
    session.run("ruff", "check", "src", "tests", "bench", "noxfile.py")
    session.run("ruff", "format", "--check", "src", "tests", "bench", "noxfile.py")
    session.run("mypy", "-p", "signage_core", "-p", "signage_adapters", "-p", "signage_http")
    session.run("lint-imports")
    if _webapp_present():
        _npm_ci(session)
        _npm(session, "run", "typecheck")
        _npm(session, "run", "lint")


@nox.session(python=PYTHON)
def serve(session: nox.Session) -> None:
    """Build the web app and start the portal on the embedded default (SQLite and files on disk)."""
    session.install("-e", ".")
    _build_webapp(session)
    env = {"SIGNAGE_DATA_DIR": os.environ.get("SIGNAGE_DATA_DIR", str(ROOT / "signage-data"))}
    session.run("signage", "serve", *session.posargs, env=env)


@nox.session(python=PYTHON)
def screenshots(session: nox.Session) -> None:
    """Every main screen with demo data, saved as PNGs into docs/screenshots/ (for the README)."""
    session.install("-e", ".[test]")
    _build_webapp(session)
    _ensure_chromium(session)
    session.run("python", "-m", "tests.browser.screenshots", *session.posargs)


@nox.session(python=PYTHON)
def bench(session: nox.Session) -> None:
    """Speed and memory benchmarks; results are recorded in docs/performance.md."""
    session.install("-e", ".[test]")
    session.run("python", "-m", "bench", *session.posargs)
