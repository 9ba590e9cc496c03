"""The stamps that let a start skip work: what `nox -s serve` installed and built is recorded
beside it, and `./start` runs the portal at once while every stamp still matches.

- the Python packages: a hash of the install's arguments and pyproject.toml, in the session's
  virtualenv (the package is installed editable: source changes need no reinstall);
- node_modules: a hash of webapp/package-lock.json, in node_modules;
- the web app's build: the digest of its sources (`webapp_build`), in the build folder.

Standard library only: `./start` runs it (`start_stamps.py ROOT`, exit 0 when every stamp
matches) with the interpreter alone.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from webapp_build import STAMP, built_from, webapp_digest

SERVE_VENV = Path(".nox") / "serve"
"""The virtualenv of `nox -s serve` (nox's own naming), relative to the checkout."""
SERVE_INSTALL = ("-e", ".")
"""What `nox -s serve` installs."""
INSTALL_STAMP = ".signage-install.sha256"
LOCK_STAMP = Path("webapp") / "node_modules" / ".signage-lock.sha256"
BUILD_STAMP = Path("src") / "http" / "static" / STAMP


def install_digest(root: Path, args: tuple[str, ...]) -> str:
    """The hash an install of `args` from this checkout's pyproject.toml is recorded under."""
    pyproject = (root / "pyproject.toml").read_bytes()
    return hashlib.sha256(" ".join(args).encode() + pyproject).hexdigest()


def lock_digest(root: Path) -> str:
    return hashlib.sha256((root / "webapp" / "package-lock.json").read_bytes()).hexdigest()


def stamped(stamp: Path, digest: str) -> bool:
    """Whether `stamp` records `digest`: the step it stands for already ran on these inputs."""
    return stamp.is_file() and stamp.read_text().strip() == digest


def ready_to_serve(root: Path) -> bool:
    """Whether `nox -s serve` would install and build nothing: its virtualenv holds the
    packages of this pyproject.toml and the build is of these web app sources."""
    installed = root / SERVE_VENV / INSTALL_STAMP
    if not stamped(installed, install_digest(root, SERVE_INSTALL)):
        return False
    webapp = (root / "webapp" / "package.json").is_file()
    return not webapp or built_from(root) == webapp_digest(root)


if __name__ == "__main__":  # `start_stamps.py ROOT`: exit 0 when the checkout can serve at once
    import sys

    raise SystemExit(0 if ready_to_serve(Path(sys.argv[1])) else 1)
