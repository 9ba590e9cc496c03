"""The package build's web app step (tools/build_backend/webapp_build.py), on a small tree with
a stand-in `npm` on PATH: a clean checkout gets the web app built, an unchanged build is kept,
changed sources are built again, and no package is made without the web app."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest
from tools.build_backend.webapp_build import WebappNotBuilt, ensure_webapp

FAKE_NPM = """#!/bin/sh
echo "$*" >> "$NPM_CALLS"
[ -n "$NPM_FAILS" ] && { echo "it broke" >&2; exit 1; }
if [ "$1 $2" = "run build" ]; then
  mkdir -p ../src/http/static && echo '<div id="root"></div>' > ../src/http/static/index.html
fi
if [ "$1" = "ci" ]; then mkdir -p node_modules && touch node_modules/.package-lock.json; fi
"""


@pytest.fixture
def checkout(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A clean checkout: the web app's sources, no node_modules, no build."""
    root = tmp_path / "checkout"
    (root / "webapp" / "src").mkdir(parents=True)
    (root / "webapp" / "package.json").write_text("{}")
    (root / "webapp" / "src" / "main.tsx").write_text("one")
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    (bin_dir / "npm").write_text(FAKE_NPM)
    (bin_dir / "npm").chmod(stat.S_IRWXU)
    monkeypatch.setenv("PATH", f"{bin_dir}{os.pathsep}{os.environ['PATH']}")
    monkeypatch.setenv("NPM_CALLS", str(tmp_path / "calls"))
    monkeypatch.delenv("NPM_FAILS", raising=False)
    return root


def calls(root: Path) -> list[str]:
    log = root.parent / "calls"
    return log.read_text().splitlines() if log.exists() else []


def test_a_clean_checkout_gets_its_web_app_built(checkout: Path):
    ensure_webapp(checkout)
    assert calls(checkout) == ["ci --no-audit --no-fund", "run build"]
    assert (checkout / "src" / "http" / "static" / "index.html").is_file()


def test_an_unchanged_build_is_kept_and_changed_sources_are_built_again(checkout: Path):
    ensure_webapp(checkout)
    ensure_webapp(checkout)
    assert calls(checkout).count("run build") == 1
    (checkout / "webapp" / "src" / "main.tsx").write_text("two")
    ensure_webapp(checkout)
    assert calls(checkout).count("run build") == 2


def test_a_failed_build_stops_the_package_build(checkout: Path, monkeypatch):
    monkeypatch.setenv("NPM_FAILS", "1")
    with pytest.raises(WebappNotBuilt, match="it broke"):
        ensure_webapp(checkout)


def test_without_npm_no_package_is_made(checkout: Path, monkeypatch):
    monkeypatch.setenv("PATH", "/nonexistent")
    with pytest.raises(WebappNotBuilt, match="npm is needed"):
        ensure_webapp(checkout)


def test_an_sdist_uses_the_web_app_it_carries_and_needs_it(tmp_path: Path):
    unpacked = tmp_path / "signage-0.1.0"
    with pytest.raises(WebappNotBuilt):
        ensure_webapp(unpacked)
    (unpacked / "src" / "http" / "static").mkdir(parents=True)
    (unpacked / "src" / "http" / "static" / "index.html").write_text("<div id='root'>")
    ensure_webapp(unpacked)  # nothing to build, nothing refused
