"""The core imports the standard library only (import-linter forbids known packages; this
catches any other third-party import too)."""

import ast
import sys
from pathlib import Path

CORE = Path(__file__).resolve().parents[2] / "src" / "signage_core"


def _imported_top_levels(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module.split(".")[0])
    return names


def test_core_modules_import_only_the_standard_library_and_the_core():
    allowed = set(sys.stdlib_module_names) | {"signage_core", "__future__"}
    offenders = {
        str(path.relative_to(CORE)): sorted(_imported_top_levels(path) - allowed)
        for path in CORE.rglob("*.py")
    }
    assert {k: v for k, v in offenders.items() if v} == {}


def test_core_has_modules_to_check():
    assert len(list(CORE.rglob("*.py"))) > 10
