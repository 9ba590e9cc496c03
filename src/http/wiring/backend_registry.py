"""The backends a portal can run on, by name (SIGNAGE_BACKEND): settings refuse any other
name, and the composition root asks the chosen backend's declaration (`BackendKind`) for
everything that differs between backends, never its name. A new backend is one package
(its adapters and its `BackendKind`) and one line: its declaration in `BUILT_IN`, or
`REGISTRY.register(kind)`.
"""

from __future__ import annotations

from signage_http.wiring.backend_kind import BackendKind
from signage_http.wiring.backend_kinds import FIREBASE, LOCAL, MEMORY

BUILT_IN = (LOCAL, MEMORY, FIREBASE)


class UnknownBackend(ValueError):
    """SIGNAGE_BACKEND names no registered backend."""


class BackendRegistry:
    def __init__(self, kinds: tuple[BackendKind, ...]) -> None:
        self._kinds: dict[str, BackendKind] = {}
        for kind in kinds:
            self.register(kind)

    def register(self, kind: BackendKind) -> BackendKind:
        """Add a backend; a name already registered is refused."""
        if kind.name in self._kinds:
            raise ValueError(f"a backend named {kind.name!r} is already registered")
        self._kinds[kind.name] = kind
        return kind

    def forget(self, name: str) -> None:
        """Remove a registered backend (one a test registered)."""
        self._kinds.pop(name, None)

    def names(self) -> tuple[str, ...]:
        return tuple(self._kinds)

    def kind(self, name: str) -> BackendKind:
        """The backend named `name`; `UnknownBackend` with the line settings show."""
        found = self._kinds.get(name)
        if found is None:
            raise UnknownBackend(f"SIGNAGE_BACKEND must be one of {', '.join(self._kinds)}")
        return found


REGISTRY = BackendRegistry(BUILT_IN)
