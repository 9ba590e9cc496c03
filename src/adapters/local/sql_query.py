"""The kit's `Query` compiled to SQL over the `documents` table (semantics: documents.query).

Field names become their column where the schema gives them one (`columns`), otherwise
`json_extract(data, '$.name')`; values always travel as parameters. Times are stored as
`time_key` text, which compares and sorts as the moments do; SQLite sorts NULL (a missing
field) last when descending.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime

from ..documents.query import Op, Query, Where, time_key
from .columns import field

_FIELD_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
Param = str | int | float
_OPERATORS = {Op.EQUALS: "=", Op.AT_LEAST: ">=", Op.BEFORE: "<"}


@dataclass(frozen=True, slots=True)
class Compiled:
    where: str
    params: tuple[Param, ...]
    order: str
    limit: str


def compile_query(query: Query) -> Compiled:
    conditions = ["collection = ?", *(_condition(where) for where in query.where)]
    params = (query.collection, *(param(where.value) for where in query.where))
    if query.search is not None:
        found = (f"instr(lower({column(name)}), ?) > 0" for name in query.search.fields)
        conditions.append(f"({' OR '.join(found)})")
        params += (query.search.text,) * len(query.search.fields)
    return Compiled(
        where=" AND ".join(conditions),
        params=params,
        order=_order(query),
        limit="" if query.limit is None else f" LIMIT {max(int(query.limit), 0)}",
    )


def column(name: str) -> str:
    """The SQL expression of a top-level field; refuses anything but a plain name."""
    if not _FIELD_NAME.fullmatch(name):
        raise ValueError(f"not a document field name: {name!r}")
    return field(name)


def _condition(where: Where) -> str:
    expression = column(where.field)
    if where.op is Op.EQUALS_FOLDED:
        return f"lower(trim({expression})) = ?"
    return f"{expression} {_OPERATORS[where.op]} ?"


def param(value: str | bool | datetime) -> Param:
    """A query value as SQLite compares it with a stored JSON value."""
    if isinstance(value, datetime):
        return time_key(value)
    return int(value) if isinstance(value, bool) else value


def order_by(query: Query) -> str:
    """The SQL expression a query orders by before the stored order (rowid); NULL for none."""
    if query.newest_first is not None:
        return column(query.newest_first)
    if query.by_folded is not None:
        return folded(query.by_folded)
    return "NULL"


def folded(name: str) -> str:
    """A name's text as it sorts case-folded (ASCII lowercase; a missing name is empty)."""
    return f"coalesce(lower(trim({column(name)})), '')"


def _order(query: Query) -> str:
    if query.newest_first is not None:
        return f"{order_by(query)} DESC, rowid DESC"
    return "rowid" if query.by_folded is None else f"{order_by(query)}, rowid"
