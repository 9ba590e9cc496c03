"""The collection names the source hands to a document store, found by reading it (ast).

A name counts where a module-level string constant (or a literal) is the collection of a
`Query(...)` or a `Kind(...)`, the first argument of a store write (`put`, `create`, `update`,
`delete` with an id after it), or the second of `run_sync(store.put, NAME, ...)`. (A `get`
is left out: a dict's looks the same, and every collection read is also written.)
Constants are followed through imports (`from .x import NAME`, `from .. import x` then
`x.NAME`), so a new collection is found wherever its name is defined.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator, Mapping
from pathlib import Path

KEYED_OPS = {"put", "create", "update", "delete"}
"""Store writes, whose first argument is a collection (a document id follows it)."""
WRITES = {"put", "create", "update"}
"""Their forms that take three arguments, which no dict method does: literals count there."""


class _Module:
    def __init__(self, name: str, tree: ast.Module, package: bool) -> None:
        self.name, self.tree = name, tree
        self.package = name if package else name.rpartition(".")[0]
        self.constants = dict(_constants(tree))
        self.imports: dict[str, tuple[str, str | None]] = dict(self._imports())

    def _imports(self) -> Iterator[tuple[str, tuple[str, str | None]]]:
        for node in ast.walk(self.tree):
            if isinstance(node, ast.ImportFrom):
                base = self._absolute(node)
                for alias in node.names:
                    yield alias.asname or alias.name, (base, alias.name)
            elif isinstance(node, ast.Import):
                for alias in node.names:
                    yield alias.asname or alias.name, (alias.name, None)

    def _absolute(self, node: ast.ImportFrom) -> str:
        if not node.level:
            return node.module or ""
        parts = self.package.split(".")
        base = ".".join(parts[: len(parts) - node.level + 1])
        return f"{base}.{node.module}" if node.module else base


def _constants(tree: ast.Module) -> Iterator[tuple[str, str]]:
    for node in tree.body:
        if not isinstance(node, ast.Assign | ast.AnnAssign) or node.value is None:
            continue
        targets = node.targets if isinstance(node, ast.Assign) else [node.target]
        for target in targets:
            names = target.elts if isinstance(target, ast.Tuple) else [target]
            values = node.value.elts if isinstance(node.value, ast.Tuple) else [node.value]
            for name, value in zip(names, values, strict=False):
                if isinstance(name, ast.Name) and _text(value):
                    yield name.id, value.value


def _text(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


class Source:
    """Every module of `packages` ({import name: folder})."""

    def __init__(self, packages: Mapping[str, Path]) -> None:
        self.modules: dict[str, _Module] = {}
        for package, folder in packages.items():
            for path in folder.rglob("*.py"):
                parts = [package, *path.relative_to(folder).with_suffix("").parts]
                is_package = parts[-1] == "__init__"
                name = ".".join(parts[:-1] if is_package else parts)
                tree = ast.parse(path.read_text(encoding="utf-8"))
                self.modules[name] = _Module(name, tree, is_package)

    def collection_names(self) -> set[str]:
        return {name for module in self.modules.values() for name in self._named_in(module)}

    def _named_in(self, module: _Module) -> Iterator[str]:
        for node in ast.walk(module.tree):
            if isinstance(node, ast.Call):
                for argument, literal_ok in _collection_arguments(node):
                    found = self._value(module, argument, literal_ok)
                    if found is not None:
                        yield found

    def _value(self, module: _Module, node: ast.expr, literal_ok: bool) -> str | None:
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            return node.value if literal_ok else None
        if isinstance(node, ast.Name):
            return self._constant(module.name, node.id)
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
            target = module.imports.get(node.value.id)
            if target is not None:
                base, name = target
                return self._constant(f"{base}.{name}" if name else base, node.attr)
        return None

    def _constant(self, module_name: str, name: str, depth: int = 0) -> str | None:
        module = self.modules.get(module_name)
        if module is None or depth > 5:
            return None
        if name in module.constants:
            return module.constants[name]
        base, imported = module.imports.get(name, ("", None))
        return self._constant(base, imported, depth + 1) if imported else None


def _collection_arguments(call: ast.Call) -> Iterator[tuple[ast.expr, bool]]:
    """The arguments of `call` that name a collection, each with whether a literal counts."""
    func, args = call.func, call.args
    if isinstance(func, ast.Name) and func.id in ("Query", "Kind") and args:
        yield args[0], True
    if isinstance(func, ast.Attribute):
        if func.attr in KEYED_OPS and len(args) >= 2:
            yield args[0], func.attr in WRITES and len(args) >= 3
        if func.attr == "run_sync" and len(args) >= 3:
            first = args[0]
            if isinstance(first, ast.Attribute) and first.attr in KEYED_OPS:
                yield args[1], True
