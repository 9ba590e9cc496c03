"""The built web app the server serves (src/http/static), rebuilt when its sources are newer.

`nox -s tests` builds it before pytest; a developer running pytest directly gets it built here
once per session. A failed build raises with npm's output.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
WEBAPP = ROOT / "webapp"
BUILT_INDEX = ROOT / "src" / "http" / "static" / "index.html"
SOURCES = (
    "src",
    "vite-plugins",
    "index.html",
    "package.json",
    "package-lock.json",
    "vite.config.ts",
)


class WebappBuildError(RuntimeError):
    """The web app could not be built."""


def _newest_source() -> float:
    newest = 0.0
    for name in SOURCES:
        path = WEBAPP / name
        files = path.rglob("*") if path.is_dir() else [path]
        newest = max([newest, *(f.stat().st_mtime for f in files if f.is_file())])
    return newest


def needs_build() -> bool:
    return not BUILT_INDEX.exists() or BUILT_INDEX.stat().st_mtime < _newest_source()


def _npm(*args: str) -> None:
    npm = shutil.which("npm")
    if npm is None:
        raise WebappBuildError("npm is not installed: it is needed to build the web app")
    result = subprocess.run([npm, *args], cwd=WEBAPP, capture_output=True, text=True, check=False)
    if result.returncode != 0:
        raise WebappBuildError(f"npm {' '.join(args)} failed:\n{result.stdout}\n{result.stderr}")


def ensure_webapp_built() -> Path:
    """Build the web app when it is missing or older than its sources; the built index."""
    if not (WEBAPP / "package.json").exists():
        raise WebappBuildError("webapp/package.json is missing: there is no web app to serve")
    if needs_build():
        if not (WEBAPP / "node_modules" / ".package-lock.json").exists():
            _npm("ci", "--no-audit", "--no-fund")
        _npm("run", "build")
    return BUILT_INDEX
