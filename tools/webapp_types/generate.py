"""Writes the web app's generated modules from the server: its API types (from the OpenAPI
document, through openapi-typescript) and the spec's limits and field rules (from the core).

    python -m tools.webapp_types.generate          # rewrite both files
    python -m tools.webapp_types.generate --check  # exit 1 when a committed file is stale

openapi-typescript runs under node from webapp/node_modules (`npm ci` in webapp first).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from tools.webapp_types.dump_openapi import openapi_json
from tools.webapp_types.spec_rules import spec_rules_module

ROOT = Path(__file__).resolve().parents[2]
WEBAPP = ROOT / "webapp"
API_TYPES = WEBAPP / "src" / "lib" / "api-types.gen.ts"
SPEC_RULES = WEBAPP / "src" / "lib" / "spec-rules.gen.ts"
GENERATOR = WEBAPP / "tools" / "api-types" / "generate.mjs"
OPENAPI_TYPESCRIPT = WEBAPP / "tools" / "api-types" / "node_modules" / "openapi-typescript"


class GeneratorMissing(RuntimeError):
    """node or the web app's node_modules are missing: the types cannot be generated."""


def api_types_module() -> str:
    """The TypeScript types of the server's OpenAPI document."""
    node = shutil.which("node")
    if node is None:
        raise GeneratorMissing("node is not installed: it runs openapi-typescript")
    if not OPENAPI_TYPESCRIPT.is_dir():
        raise GeneratorMissing(f"{OPENAPI_TYPESCRIPT} is missing: run `npm ci` in webapp")
    result = subprocess.run(  # noqa: S603 (node with fixed arguments)
        [node, str(GENERATOR)], input=openapi_json(), capture_output=True, text=True, check=True
    )
    return result.stdout


def generated() -> dict[Path, str]:
    """Each generated file and the text it should have."""
    return {API_TYPES: api_types_module(), SPEC_RULES: spec_rules_module()}


def stale() -> list[Path]:
    """The generated files whose committed text differs from a fresh generation."""
    return [path for path, text in generated().items() if _read(path) != text]


def _read(path: Path) -> str:
    return path.read_text(encoding="utf-8") if path.is_file() else ""


def main(arguments: list[str]) -> int:
    if arguments == ["--check"]:
        old = stale()
        for path in old:
            print(f"{path.relative_to(ROOT)} is stale: run nox -s webapp_types")
        return 1 if old else 0
    for path, text in generated().items():
        path.write_text(text, encoding="utf-8")
        print(f"wrote {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
