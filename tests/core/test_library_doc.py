"""docs/library.md cannot rot: its python blocks run here, in order, in one namespace, and
every public name of signage_core is documented in it."""

from __future__ import annotations

import re
from pathlib import Path

import signage_core

LIBRARY_DOC = Path(__file__).resolve().parents[2] / "docs" / "library.md"
BLOCK = re.compile(r"^```python\n(.*?)^```", re.DOTALL | re.MULTILINE)


def _python_blocks() -> list[str]:
    return BLOCK.findall(LIBRARY_DOC.read_text(encoding="utf-8"))


def test_every_python_block_of_the_library_doc_runs_and_its_assertions_hold() -> None:
    namespace: dict[str, object] = {"__name__": "library_doc"}
    for number, block in enumerate(_python_blocks(), start=1):
        code = compile(block, f"docs/library.md block {number}", "exec")
        exec(code, namespace)
    assert "now" in namespace


def test_every_example_block_after_the_setup_asserts_something() -> None:
    blocks = _python_blocks()
    assert len(blocks) >= 6
    assert all("assert " in block for block in blocks[1:])


def test_every_public_name_appears_in_a_python_block() -> None:
    code = "\n".join(_python_blocks())
    missing = [name for name in signage_core.__all__ if not re.search(rf"\b{name}\b", code)]
    assert missing == []
