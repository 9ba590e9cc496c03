"""The wheel carries every module of the three packages, and they import from it."""

from __future__ import annotations

import os
import subprocess
import sys
import zipfile
from pathlib import Path

from tests.packaging.conftest import ROOT

PACKAGE_DIRS = {
    "signage_core": ROOT / "src" / "signage_core",
    "signage_adapters": ROOT / "src" / "adapters",
    "signage_http": ROOT / "src" / "http",
}


def _expected_modules() -> set[str]:
    modules = set()
    for name, folder in PACKAGE_DIRS.items():
        for path in folder.rglob("*.py"):
            if "static" in path.relative_to(folder).parts:
                continue
            modules.add(f"{name}/{path.relative_to(folder).as_posix()}")
    return modules


def test_wheel_contains_every_python_module_of_the_three_packages(wheel: Path):
    names = set(zipfile.ZipFile(wheel).namelist())
    assert _expected_modules() - names == set()


def test_packages_import_from_the_unpacked_wheel(wheel: Path, tmp_path: Path):
    unpacked = tmp_path / "site"
    zipfile.ZipFile(wheel).extractall(unpacked)
    code = (
        "import signage_core, signage_adapters, signage_http;"
        "print(signage_core.__file__); print(signage_http.__file__)"
    )
    env = {**os.environ, "PYTHONPATH": str(unpacked)}
    result = subprocess.run(
        [sys.executable, "-c", code], env=env, cwd=tmp_path, capture_output=True, text=True
    )
    assert result.returncode == 0, result.stderr
    assert all(line.startswith(str(unpacked)) for line in result.stdout.splitlines())


def test_every_package_ships_its_typing_marker(wheel: Path):
    names = set(zipfile.ZipFile(wheel).namelist())
    assert {f"{package}/py.typed" for package in PACKAGE_DIRS} <= names
