"""The built sdist and wheel, once per test session, and the wheel unpacked.

With uv the wheel is built from the sdist, as `uv build` and `python -m build` do, so the
sdist must carry everything the wheel needs (the build backend and the built web app)."""

from __future__ import annotations

import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _build_command(out_dir: Path) -> list[str]:
    uv = shutil.which("uv")
    if uv:
        return [uv, "build", "--out-dir", str(out_dir), str(ROOT)]
    return [sys.executable, "-m", "pip", "wheel", "--no-deps", "-w", str(out_dir), str(ROOT)]


@pytest.fixture(scope="session")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The folder of the built packages."""
    out_dir = tmp_path_factory.mktemp("dist")
    subprocess.run(_build_command(out_dir), check=True, capture_output=True, timeout=600)
    return out_dir


@pytest.fixture(scope="session")
def wheel(dist: Path) -> Path:
    (built,) = dist.glob("signage-*.whl")
    return built


@pytest.fixture(scope="session")
def sdist(dist: Path) -> Path:
    found = list(dist.glob("signage-*.tar.gz"))
    assert found, "no sdist was built: building one needs uv (pip builds wheels only)"
    return found[0]


@pytest.fixture(scope="session")
def installed(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The wheel unpacked as an installation directory (what pip puts in site-packages)."""
    site = tmp_path_factory.mktemp("site")
    zipfile.ZipFile(wheel).extractall(site)
    return site
