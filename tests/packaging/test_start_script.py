"""`./start` on a small checkout, with stand-ins that record their calls: `pip`, `npm`, `uv`
on PATH, `nox` and `pip` as modules of the `python3` on PATH (this test's interpreter, which has
no nox), and the serve session's `signage`. While the stamps match, a start runs `signage serve`
and nothing else; a change starts `nox -s serve`."""

from __future__ import annotations

import importlib
import os
import re
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BUILD_BACKEND = ROOT / "tools" / "build_backend"

RECORDER = '#!/bin/sh\necho "$(basename "$0") $*" >> "$RECORD"\n'
SIGNAGE = '#!/bin/sh\necho "signage $* in $SIGNAGE_DATA_DIR" >> "$RECORD"\n'
NOX_MODULE = """import os, sys
with open(os.environ["RECORD"], "a") as record:
    record.write("nox " + " ".join(sys.argv[1:]) + "\\n")
"""
PIP_MODULE = """import os, pathlib, sys
with open(os.environ["RECORD"], "a") as record:
    record.write("pip " + " ".join(sys.argv[1:]) + "\\n")
nox = pathlib.Path(__file__).parents[1] / "nox"
nox.mkdir()
(nox / "__init__.py").write_text("")
(nox / "__main__.py").write_text(os.environ["NOX_MODULE"])
"""


def _program(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    path.chmod(stat.S_IRWXU)


def _module(folder: Path, name: str, main: str) -> None:
    (folder / name).mkdir(parents=True)
    (folder / name / "__init__.py").write_text("")
    (folder / name / "__main__.py").write_text(main)


@pytest.fixture
def checkout(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A checkout as a finished `nox -s serve` leaves it: installed, built, stamped."""
    root = tmp_path / "checkout"
    root.mkdir()
    shutil.copy2(ROOT / "start", root / "start")
    shutil.copytree(BUILD_BACKEND, root / "tools" / "build_backend")
    (root / "pyproject.toml").write_text("[project]\nname = 'signage'\n")
    (root / "webapp" / "src").mkdir(parents=True)
    (root / "webapp" / "package.json").write_text("{}")
    (root / "webapp" / "src" / "main.tsx").write_text("one")
    (root / "src" / "http" / "static").mkdir(parents=True)
    (root / "src" / "http" / "static" / "index.html").write_text("<div></div>")
    _program(root / ".nox" / "serve" / "bin" / "signage", SIGNAGE)
    (root / ".nox" / "serve" / "bin" / "python").symlink_to(sys.executable)
    monkeypatch.syspath_prepend(str(BUILD_BACKEND))
    start_stamps = importlib.import_module("start_stamps")

    stamp = root / start_stamps.SERVE_VENV / start_stamps.INSTALL_STAMP
    stamp.write_text(start_stamps.install_digest(root, start_stamps.SERVE_INSTALL))
    digest = start_stamps.webapp_digest(root)
    (root / start_stamps.BUILD_STAMP).write_text(digest)
    return root


@pytest.fixture
def tools(tmp_path: Path) -> Path:
    """Recording stand-ins: programs on PATH, and nox and pip as modules."""
    shims = tmp_path / "shims"
    for name in ("pip", "npm", "uv", "nox"):
        _program(shims / "bin" / name, RECORDER)
    _program(shims / "bin" / "python3", f'#!/bin/sh\nexec "{sys.executable}" "$@"\n')
    _module(shims / "modules", "nox", NOX_MODULE)
    _module(shims / "modules", "pip", PIP_MODULE)
    return shims


def _start(root: Path, tools: Path, *options: str) -> list[str]:
    record = root.parent / "calls"
    env = {k: v for k, v in os.environ.items() if not k.startswith("SIGNAGE_")}
    env |= {"PATH": f"{tools / 'bin'}{os.pathsep}{env['PATH']}", "RECORD": str(record)}
    env |= {"PYTHONPATH": str(tools / "modules"), "NOX_MODULE": NOX_MODULE}
    run = [str(root / "start"), *options]
    subprocess.run(run, env=env, check=True, timeout=60, capture_output=True)
    return record.read_text().splitlines()


def test_a_start_with_nothing_changed_serves_at_once_without_pip_npm_or_nox(checkout, tools):
    data = checkout / "signage-data"
    assert _start(checkout, tools, "--port", "8001") == [f"signage serve --port 8001 in {data}"]


def test_a_changed_pyproject_starts_the_serve_session_which_installs(checkout, tools):
    (checkout / "pyproject.toml").write_text("[project]\nname = 'signage'\nversion = '2'\n")
    assert _start(checkout, tools, "--demo") == ["nox -s serve -- --demo"]


def test_a_changed_web_app_source_starts_the_serve_session_which_builds(checkout, tools):
    (checkout / "webapp" / "src" / "main.tsx").write_text("two")
    assert _start(checkout, tools) == ["nox -s serve --"]


def test_a_missing_build_starts_the_serve_session(checkout, tools):
    (checkout / "src" / "http" / "static" / "index.html").unlink()
    assert _start(checkout, tools) == ["nox -s serve --"]


def test_nox_is_installed_with_uv_only_where_it_is_missing(checkout, tools):
    shutil.rmtree(tools / "modules" / "nox")
    (checkout / "pyproject.toml").write_text("[project]\nname = 'changed'\n")
    calls = _start(checkout, tools)
    assert calls == ["pip install --quiet nox uv", "nox -s serve --"]


def test_the_readme_starts_the_portal_with_this_script_in_one_of_two_set_up_commands():
    readme = (ROOT / "README.md").read_text()
    set_up = readme.split("## Set-up", 1)[1].split("\n## ", 1)[0]
    commands = re.findall(r"```sh\n(.*?)```", set_up, flags=re.DOTALL)
    assert len(commands) == 2
    assert commands[0].strip() == "./start"
    assert os.access(ROOT / "start", os.X_OK)
