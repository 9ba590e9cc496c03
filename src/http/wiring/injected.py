"""How a handler asks for what the app provides: by the provider's name, typed `Injected[T]`
(app.py `_dependencies`; the use cases by their container names, `dependencies.py`).

An injected value is handed over as its provider made it. Litestar would otherwise check it
against `T` on every request, in the route's signature model, which costs about a microsecond
per request and route for a check the providers' own types already make: mypy checks that
each provider returns its `T`, and a handler asking for a name nobody provides fails when the
app is built.
"""

from __future__ import annotations

from typing import TypeAlias, TypeVar

from litestar.di import NamedDependency
from litestar.params import SkipValidation

from signage_core.entities.users import Actor
from signage_core.usecases.files.stored_files import BrowserLinks

T = TypeVar("T")

Injected: TypeAlias = NamedDependency[SkipValidation[T]]
Me: TypeAlias = Injected[Actor]
"""The signed-in actor (`actor.py`): 401 before the handler runs when nobody is."""
Links: TypeAlias = Injected[BrowserLinks]
"""The signed links the answers give the browser to stored files."""
