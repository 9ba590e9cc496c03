"""`signage import` of every crafted archive: exit code 1, one line on stderr naming the member
and what is wrong (no traceback), and nothing written to the data directory."""

from __future__ import annotations

import re
from datetime import UTC, datetime
from pathlib import Path

import pytest
from signage_adapters.archive.contents import COLLECTIONS
from signage_http.cli import main
from signage_http.wiring.portal import Portal
from tests.support.archive_scenes import exported_scene, snapshot
from tests.support.crafted_archives import CASES, Case, recrafted

from signage_core.limits import MB

NOW = datetime(2025, 3, 10, 9, 30, tzinfo=UTC)


@pytest.fixture(scope="module")
def good_archive(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return exported_scene(tmp_path_factory.mktemp("good"), NOW)


@pytest.mark.parametrize("case", CASES, ids=lambda case: case.name)
def test_signage_import_refuses_a_crafted_archive_in_one_line(
    case: Case, good_archive: Path, tmp_path: Path, monkeypatch, capsys
):
    monkeypatch.setenv("SIGNAGE_BACKEND", "local")
    if case.limits is not None:
        monkeypatch.setenv("SIGNAGE_IMPORT_MAX_MEMBER_MB", str(case.limits.member // MB))
        monkeypatch.setenv("SIGNAGE_IMPORT_MAX_TOTAL_MB", str(case.limits.total // MB))
    crafted = recrafted(good_archive, tmp_path / "crafted.zip", case.change)
    assert main(["import", str(crafted), "--data-dir", str(tmp_path / "target")]) == 1
    out, err = capsys.readouterr()
    assert out == ""
    [line] = err.splitlines()
    assert line.startswith("signage: ")
    assert re.search(case.refusal, line), line
    with Portal.local(tmp_path / "target") as target:
        assert snapshot(target) == ({name: [] for name in COLLECTIONS}, {})
        assert target.backend.identity.accounts() == []
