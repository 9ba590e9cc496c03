"""Counts kept in the `tallies` table (schema v3), so that a count of equalities is one lookup.

An index answers a count by visiting each matching entry: the 10,000 medias of one user are
10,000 entries however they are indexed. A tally is one row per combination of values of its
fields in one collection, holding how many documents carry it; triggers move a document
between rows on every insert, change of `data` and delete, whoever writes the file. A count
whose conditions are EQUALS on exactly a tally's fields reads that one row; values are keyed as
`json_array` of what `json_extract` returns, so a tally matches as the SQL `=` does.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from ..documents.query import Op, Query, Value
from .columns import json_field
from .sql_query import Param, param

TALLIES: tuple[tuple[str, tuple[str, ...]], ...] = (("medias", ("assetType", "userId")),)
"""(collection, fields in order of name): the dashboard's medias by type."""

Lookup = tuple[str, tuple[Param, ...]]
"""A statement answering (value, count) rows, and its parameters."""
_BUMP = "(collection, fields, key) DO UPDATE SET n = n + 1"
_TABLE = """CREATE TABLE tallies (
    collection TEXT NOT NULL,
    fields TEXT NOT NULL,
    key TEXT NOT NULL,
    n INTEGER NOT NULL,
    PRIMARY KEY (collection, fields, key)) WITHOUT ROWID"""


def tally_by(query: Query, field: str, values: Sequence[Value]) -> Lookup | None:
    """(value, count) of the documents matching `query` that hold each of `values` in `field`,
    read from the tally of those fields; None when there is no such tally."""
    fields = tuple(sorted([*(where.field for where in query.where), field]))
    if any(w.op is not Op.EQUALS for w in query.where) or (query.collection, fields) not in TALLIES:
        return None
    given = {where.field: param(where.value) for where in query.where}
    keys = [param(value) if name == field else given[name] for value in values for name in fields]
    one = f"json_array({', '.join('?' * len(fields))})"
    sql = (
        f"SELECT json_extract(key, '$[{fields.index(field)}]'), n FROM tallies "  # noqa: S608 (a position)
        f"WHERE collection = ? AND fields = ? AND key IN ({', '.join([one] * len(values))})"
    )
    return sql, (query.collection, ",".join(fields), *keys)


def tally_of(query: Query) -> Lookup | None:
    """`query`'s count as one (value, count) row from its tally, if it has one."""
    if not query.where or query.where[-1].op is not Op.EQUALS:
        return None
    last = query.where[-1]
    return tally_by(replace(query, where=query.where[:-1]), last.field, [last.value])


def _key(fields: tuple[str, ...], row: str = "") -> str:
    return f"json_array({', '.join(json_field(name, row) for name in fields)})"


def _triggers(collection: str, fields: tuple[str, ...]) -> tuple[str, ...]:
    """Statements built from the names in TALLIES only (no outside value reaches them)."""
    name, tally = f"tally_{collection}_{'_'.join(fields)}", f"'{collection}', '{','.join(fields)}'"
    new, old = _key(fields, "NEW"), _key(fields, "OLD")
    add = f"INSERT INTO tallies VALUES ({tally}, {new}, 1) ON CONFLICT {_BUMP};"  # noqa: S608
    row = f"(collection, fields, key) = ({tally}, {old})"
    remove = f"UPDATE tallies SET n = n - 1 WHERE {row};"  # noqa: S608
    on = f"ON documents WHEN {{}}.collection = '{collection}' BEGIN"
    return (
        f"CREATE TRIGGER {name}_insert AFTER INSERT {on.format('NEW')} {add} END",
        f"CREATE TRIGGER {name}_update AFTER UPDATE OF data {on.format('NEW')} {remove} {add} END",
        f"CREATE TRIGGER {name}_delete AFTER DELETE {on.format('OLD')} {remove} END",
    )


def _count_stored(collection: str, fields: tuple[str, ...]) -> str:
    tally = f"'{collection}', '{','.join(fields)}', {_key(fields)}"
    stored = f"documents WHERE collection = '{collection}' GROUP BY 3"
    return f"INSERT INTO tallies SELECT {tally}, COUNT(*) FROM {stored}"  # noqa: S608


def migration() -> tuple[str, ...]:
    """The table, each tally's triggers, and each tally counted over the stored documents."""
    per_tally = (
        (*_triggers(collection, fields), _count_stored(collection, fields))
        for collection, fields in TALLIES
    )
    return (_TABLE, *(statement for statements in per_tally for statement in statements))
