"""The wheel carries the built web app: installed in a fresh virtual environment, its
`signage serve` answers `/client/login` with the app, not "The web app is not built"."""

from __future__ import annotations

import shutil
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest
from tests.support.serving import get_until_up, serve_portal, stop

pytestmark = pytest.mark.slow
NOT_BUILT = "The web app is not built"


def _fresh_venv(folder: Path, wheel: Path) -> Path:
    """A virtual environment with the wheel and its dependencies installed; its bin folder."""
    uv = shutil.which("uv")
    if uv:
        subprocess.run([uv, "venv", "-q", "-p", sys.executable, str(folder)], check=True)
        install = [uv, "pip", "install", "-q", "-p", str(folder / "bin" / "python")]
    else:
        subprocess.run([sys.executable, "-m", "venv", str(folder)], check=True)
        install = [str(folder / "bin" / "python"), "-m", "pip", "install", "-q"]
    done = subprocess.run([*install, str(wheel)], capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    return folder / "bin"


def test_the_wheel_holds_the_built_web_app(wheel: Path):
    names = set(zipfile.ZipFile(wheel).namelist())
    assert "signage_http/static/index.html" in names
    assert any(name.startswith("signage_http/static/assets/") for name in names)


def test_signage_serve_from_the_installed_wheel_serves_the_web_app(wheel: Path, tmp_path: Path):
    bin_dir = _fresh_venv(tmp_path / "venv", wheel)
    where = subprocess.run(
        [str(bin_dir / "python"), "-c", "import signage_http; print(signage_http.__file__)"],
        cwd=tmp_path, capture_output=True, text=True, check=True,
    )  # fmt: skip
    assert where.stdout.startswith(str(tmp_path / "venv"))
    process, _, port = serve_portal(tmp_path / "data", command=(str(bin_dir / "signage"),))
    try:
        answer = get_until_up(f"http://127.0.0.1:{port}/client/login")
    finally:
        stop(process)
    assert answer.status_code == 200
    assert '<div id="root"' in answer.text
    assert NOT_BUILT not in answer.text


def test_the_sdist_holds_the_built_web_app_and_the_build_backend_not_the_sources(sdist: Path):
    with tarfile.open(sdist) as archive:
        names = {name.split("/", 1)[1] for name in archive.getnames() if "/" in name}
    assert "src/http/static/index.html" in names
    assert "tools/build_backend/signage_build.py" in names
    assert not any(name.startswith("webapp/") for name in names)
