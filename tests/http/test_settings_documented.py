"""Operators find every setting in docs/operations.md: each SIGNAGE_* name the composition root
reads is documented there."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SETTING = re.compile(r"""["'](SIGNAGE_[A-Z0-9_]+)["']""")


def _settings_read() -> set[str]:
    names: set[str] = set()
    for module in (ROOT / "src" / "http").rglob("*.py"):
        names |= set(SETTING.findall(module.read_text(encoding="utf-8")))
    return names


def test_the_composition_root_reads_settings():
    assert {"SIGNAGE_BACKEND", "SIGNAGE_DATA_DIR", "SIGNAGE_SMTP_HOST"} <= _settings_read()


def test_every_setting_is_documented_for_operators():
    guide = (ROOT / "docs" / "operations.md").read_text(encoding="utf-8")
    missing = sorted(name for name in _settings_read() if name not in guide)
    assert missing == []
