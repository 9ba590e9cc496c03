"""The built web app a package carries (`src/http/static`): built with npm from webapp/ when it
is missing or was built from other sources. The digest of those sources is recorded beside the
build (`.signage-build.sha256`) here and by `nox -s tests` / `nox -s serve` (noxfile.py), so a
package built after them builds nothing again. Standard library only: the noxfile imports it.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
from pathlib import Path

WEBAPP_INPUTS = (
    "src",
    "vite-plugins",
    "public",
    "index.html",
    "package.json",
    "package-lock.json",
    "vite.config.ts",
    "tsconfig.json",
)
"""What `npm run build` reads (in webapp/)."""
STAMP = ".signage-build.sha256"


class WebappNotBuilt(RuntimeError):
    """The web app could not be built, so no package is made without it."""


def webapp_digest(root: Path) -> str:
    """A hash of the web app's inputs (folders walked in a stable order), names included."""
    digest = hashlib.sha256()
    for name in WEBAPP_INPUTS:
        path = root / "webapp" / name
        files = sorted(p for p in path.rglob("*") if p.is_file()) if path.is_dir() else [path]
        for file in (f for f in files if f.exists()):
            digest.update(file.relative_to(root).as_posix().encode() + b"\0")
            digest.update(hashlib.sha256(file.read_bytes()).digest())
    return digest.hexdigest()


def built_from(root: Path) -> str | None:
    """The digest the built web app records, or None when there is none (or no index)."""
    static = root / "src" / "http" / "static"
    if not (static / "index.html").is_file() or not (static / STAMP).is_file():
        return None
    return (static / STAMP).read_text().strip()


def ensure_webapp(root: Path) -> None:
    static = root / "src" / "http" / "static"
    if not (root / "webapp" / "package.json").is_file():
        if not (static / "index.html").is_file():
            raise WebappNotBuilt("neither the web app's sources nor its build are here")
        return
    digest = webapp_digest(root)
    if built_from(root) == digest:
        return
    if not (root / "webapp" / "node_modules" / ".package-lock.json").is_file():
        _npm(root, "ci", "--no-audit", "--no-fund")
    _npm(root, "run", "build")
    (static / STAMP).write_text(digest)


def _npm(root: Path, *args: str) -> None:
    npm = shutil.which("npm")
    if npm is None:
        raise WebappNotBuilt("npm is needed to build the web app the package carries")
    env = {**os.environ, "SIGNAGE_ZOPFLI": "1"}  # a package is a release: Zopfli's gzip
    done = subprocess.run(  # noqa: S603 (npm with fixed arguments)
        [npm, *args], cwd=root / "webapp", capture_output=True, text=True, check=False, env=env
    )
    if done.returncode != 0:
        raise WebappNotBuilt(f"npm {' '.join(args)} failed:\n{done.stdout}\n{done.stderr}")
