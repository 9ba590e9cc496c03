"""Developer and CI sessions. `nox -s tests` runs every suite; `nox -s serve` starts the portal."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import nox

sys.path.insert(0, str(Path(__file__).parent / "tools" / "build_backend"))
from start_stamps import (  # shared with ./start, which serves at once while they match
    BUILD_STAMP,
    INSTALL_STAMP,
    LOCK_STAMP,
    SERVE_INSTALL,
    install_digest,
    lock_digest,
    stamped,
)
from webapp_build import webapp_digest  # the package build's own digest

nox.options.default_venv_backend = "uv|virtualenv"
nox.options.reuse_existing_virtualenvs = True
nox.options.sessions = ["lint", "tests"]

ROOT = Path(__file__).parent
WEBAPP = ROOT / "webapp"
EMULATORS = ROOT / "tools" / "emulators"
PYTHON = "3.11"
# The build's output is the folder vite.config.ts names; its stamp is the digest of what
# `npm run build` reads (tools/build_backend/webapp_build.py, which the wheel's build checks).
WEBAPP_BUILD = ROOT / "src" / "http" / "static"


def _webapp_present() -> bool:
    return (WEBAPP / "package.json").exists()


def _npm(session: nox.Session, *args: str, env: dict[str, str] | None = None) -> None:
    with session.chdir(WEBAPP):
        session.run("npm", *args, external=True, env=env)


def _webapp_digest() -> str:
    return webapp_digest(ROOT)


def _install(session: nox.Session, *args: str) -> None:
    """`pip install` unless this session's virtualenv already installed `args` from this
    pyproject.toml (the package itself is editable: source changes need no reinstall)."""
    digest = install_digest(ROOT, args)
    stamp = Path(session.virtualenv.location) / INSTALL_STAMP
    if stamped(stamp, digest):
        session.log("Python packages unchanged since the last install")
        return
    # Bytecode compiled once here: a start then compiles nothing, even where the environment
    # forbids writing it (PYTHONDONTWRITEBYTECODE), which costs about 0.3 s per start.
    session.install(*args, env={"UV_COMPILE_BYTECODE": "1"})
    session.run("python", "-m", "compileall", "-q", str(ROOT / "src"), silent=True)
    stamp.write_text(digest)


NPM_CI = ("npm", "ci", "--prefer-offline", "--no-audit", "--no-fund")
"""From npm's cache without asking the registry whether what the lockfile names changed."""


def _npm_ci(session: nox.Session) -> None:
    """`npm ci` when node_modules is missing or was installed from another package-lock."""
    wanted = lock_digest(ROOT)
    if stamped(ROOT / LOCK_STAMP, wanted):
        return
    _npm(session, *NPM_CI[1:])
    (ROOT / LOCK_STAMP).write_text(wanted)


def _start_npm_ci(session: nox.Session) -> subprocess.Popen[bytes] | None:
    """`npm ci` in the background while pip works, where the web app will be built and
    node_modules is not of this package-lock (on a fresh clone, the longest step of a start)."""
    if not _webapp_present() or stamped(ROOT / LOCK_STAMP, lock_digest(ROOT)):
        return None
    if stamped(ROOT / BUILD_STAMP, _webapp_digest()):
        return None
    session.log("npm ci in webapp, in the background")
    return subprocess.Popen(NPM_CI, cwd=WEBAPP)  # noqa: S603 (a fixed command)


def _finish_npm_ci(session: nox.Session, npm: subprocess.Popen[bytes] | None) -> None:
    if npm is None:
        return
    if npm.wait() != 0:
        session.error("npm ci in webapp failed: the web app cannot be built")
    (ROOT / LOCK_STAMP).write_text(lock_digest(ROOT))


def _npm_build(session: nox.Session, *, zopfli: bool = False) -> None:
    """`npm run build`, then a stamp of the inputs it built from (in the output folder, which
    the build empties first: no output, no stamp). `zopfli`: the release build's gzip, seconds
    slower than zlib's (webapp/vite-plugins/precompress.ts)."""
    digest = _webapp_digest()
    _npm(session, "run", "build", env={"SIGNAGE_ZOPFLI": "1"} if zopfli else None)
    (ROOT / BUILD_STAMP).write_text(digest)


def _build_webapp(session: nox.Session) -> None:
    """Build the web app unless the last build was made from the same sources, config and
    lockfile and its index.html is still there."""
    if not _webapp_present():
        return
    _npm_ci(session)
    if stamped(ROOT / BUILD_STAMP, _webapp_digest()) and (WEBAPP_BUILD / "index.html").is_file():
        session.log("Web app unchanged since the last build")
        return
    _npm_build(session)


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
    their emulators) and the webapp's; then the HTTP suite once more with every cache checked
    (`VERIFIED_CACHES`)."""
    npm = _start_emulator_install(session)
    session.install("-e", ".[test,firebase]")
    _finish_emulator_install(session, npm)
    if _webapp_present():
        _npm_ci(session)
        _npm(session, "test")
        _npm_build(session, zopfli=True)  # as released: the size budget is of those bytes
        _npm(session, "run", "size")  # the login screen's first load within its budget
    if list((ROOT / "tests" / "browser").glob("test_*.py")):
        _ensure_chromium(session)
    session.run("pytest", *session.posargs)
    if not session.posargs:
        session.run("pytest", *VERIFIED_CACHES)


VERIFIED_CACHES = (
    "tests/http", "tests/browser", "--verify-caches",
    "--ignore=tests/http/firebase", "-k", "not firebase", "-m", "not slow",
)  # fmt: skip
"""Once more in the caches' verification mode (tests/support/cache_verification.py): the HTTP
suite and the browser journeys on the in-process backends, where reads are remembered (on
Firebase every read is fresh, so the mode would check nothing there)."""


@nox.session(python=PYTHON)
def lint(session: nox.Session) -> None:
    """ruff, mypy (strict on signage_core), import-linter, and the webapp's type check and lint."""
    # With the Firebase extra, mypy checks the Firebase adapters against the real libraries.
    session.install("-e", ".[lint,test,firebase]")
    session.run("ruff", "check", "src", "tests", "bench", "noxfile.py")
    session.run("ruff", "format", "--check", "src", "tests", "bench", "noxfile.py")
    session.run("mypy", "-p", "signage_core", "-p", "signage_adapters", "-p", "signage_http")
    session.run("lint-imports")
    if _webapp_present():
        _npm_ci(session)
        _npm(session, "run", "typecheck")
        _npm(session, "run", "lint")


@nox.session(python=PYTHON)
def webapp_types(session: nox.Session) -> None:
    """Regenerate the web app's API types (from the OpenAPI) and its limits and field rules
    (from the core): webapp/src/lib/*.gen.ts, committed; a test fails when they are stale."""
    _install(session, "-e", ".")
    _npm_ci(session)
    session.run("python", "-m", "tools.webapp_types.generate")


@nox.session(python=PYTHON)
def serve(session: nox.Session) -> None:
    """Build the web app and start the portal on the embedded default (SQLite and files on disk).
    A start with nothing changed installs and builds nothing."""
    npm = _start_npm_ci(session)
    _install(session, *SERVE_INSTALL)
    _finish_npm_ci(session, npm)
    _build_webapp(session)
    env = {"SIGNAGE_DATA_DIR": os.environ.get("SIGNAGE_DATA_DIR", str(ROOT / "signage-data"))}
    session.run("signage", "serve", *session.posargs, env=env)


@nox.session(python=PYTHON)
def emulators(session: nox.Session) -> None:
    """The Firestore, Cloud Storage and Firebase Auth emulators for a trial, until Ctrl-C; it
    prints the settings that point a portal at them (docs/operations.md). Options after `--`:
    --project, --firestore-port, --auth-port, --storage-port."""
    npm = _start_emulator_install(session)
    _install(session, "gcp-storage-emulator>=2026.7.19")
    _finish_emulator_install(session, npm)
    session.run("python", str(EMULATORS / "trial.py"), *session.posargs)


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
