"""Run every benchmark module under bench/ and print its results."""

from __future__ import annotations

import importlib
import pkgutil
import sys
from pathlib import Path


def main() -> int:
    names = sorted(m.name for m in pkgutil.iter_modules([str(Path(__file__).parent)]))
    selected = [
        n for n in names if n.startswith("bench_") and (not sys.argv[1:] or n in sys.argv[1:])
    ]
    if not selected:
        print("no benchmarks found")
        return 1
    for name in selected:
        module = importlib.import_module(f"bench.{name}")
        print(f"== {name}")
        module.run()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
