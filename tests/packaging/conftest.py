"""The built wheel, once per test session, and its unpacked copy."""

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
        return [uv, "build", "--wheel", "--out-dir", str(out_dir), str(ROOT)]
    return [sys.executable, "-m", "pip", "wheel", "--no-deps", "-w", str(out_dir), str(ROOT)]


@pytest.fixture(scope="session")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out_dir = tmp_path_factory.mktemp("dist")
    subprocess.run(_build_command(out_dir), check=True, capture_output=True, timeout=300)
    (built,) = out_dir.glob("signage-*.whl")
    return built


@pytest.fixture(scope="session")
def installed(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The wheel unpacked as an installation directory (what pip puts in site-packages)."""
    site = tmp_path_factory.mktemp("site")
    zipfile.ZipFile(wheel).extractall(site)
    return site
