"""A library user's script type-checks with mypy --strict against the installed packages."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

JOURNEY = """
    from pathlib import Path

    from signage_core.entities.media import Media
    from signage_core.entities.users import Actor
    from signage_core.paging import PageRequest
    from signage_http.wiring.portal import Portal


    def library_of(data_dir: Path, user_id: str) -> list[Media]:
        with Portal.local(data_dir) as portal:
            actor: Actor = portal.actor(user_id)
            return portal.use_cases.list_media()(actor, PageRequest(), active_only=True).items
"""
WRONG = """
    from signage_core.paging import PageRequest
    from signage_http.wiring.portal import Portal

    with Portal.memory() as portal:
        count: int = portal.use_cases.list_media()(portal.actor("u1"), PageRequest()).items
"""


def mypy_strict(script: str, installed: Path, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    path = tmp_path / "library_user.py"
    path.write_text(textwrap.dedent(script))
    command = [sys.executable, "-m", "mypy", "--strict", "--no-incremental", str(path)]
    env = {**os.environ, "PYTHONPATH": str(installed)}
    env.pop("MYPYPATH", None)
    return subprocess.run(command, env=env, cwd=tmp_path, capture_output=True, text=True)


def test_a_library_users_script_passes_mypy_strict(installed: Path, tmp_path: Path):
    result = mypy_strict(JOURNEY, installed, tmp_path)
    assert result.returncode == 0, result.stdout


def test_the_installed_packages_give_mypy_real_types(installed: Path, tmp_path: Path):
    result = mypy_strict(WRONG, installed, tmp_path)
    assert result.returncode == 1, result.stdout
    assert 'has type "list[Media]", variable has type "int"' in result.stdout
