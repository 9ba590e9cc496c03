"""A page of the kit's `Query` in SQL: the query's order continued after a mark.

The mark's position is the row's rowid (the order first stored); its value, the order
expression's value for that row, as text. A value SQLite holds as a number (a legacy date of
epoch seconds or milliseconds) is marked so (NUMBER after the rowid) and compared as the
number again: SQLite orders every number before every text, so a number compared with its own
text would never be passed. Continuing after it compares row values, `(value, rowid)`,
which SQLite answers by seeking in the index that orders the list (`EXPLAIN QUERY PLAN`: a
SEARCH on the index, no temporary B-tree), so a page's cost does not grow with the list.
"""

from __future__ import annotations

from ..documents.query import Mark, Query
from .sql_query import Param, compile_query, order_by

Statement = tuple[str, tuple[Param, ...]]
NUMBER = "n"
"""After a mark's rowid: its value is a number."""


def compile_page(query: Query, after: Mark | None) -> list[Statement]:
    """The SELECTs of `id, data, order value, rowid` that make one page, run in turn until
    it is full: after a mark with a value, the rows missing the value come in a second one
    (a row-value comparison is not true of NULL, and only without an OR does it seek)."""
    select, value = _Select(query), order_by(query)
    if after is None:
        return [select("1", ())]
    rowid = _rowid(after.position)
    if query.newest_first is None:
        if query.by_folded is None:
            return [select("rowid > ?", (rowid,))]
        seek = f"{value} >= ? AND ({value}, rowid) > (?, ?)"  # the first term seeks
        return [select(seek, (after.value or "", after.value or "", rowid))]
    if after.value is None:
        return [select(f"{value} IS NULL AND rowid < ?", (rowid,))]
    valued = select(f"({value}, rowid) < (?, ?)", (_marked_value(after.value, after), rowid))
    return [valued, select(f"{value} IS NULL", ())]


def _rowid(position: str) -> int:
    digits = position.removesuffix(NUMBER)
    if not digits.isdigit():
        raise ValueError(f"not a SQLite position: {position!r}")
    return int(digits)


def _marked_value(value: str, after: Mark) -> Param:
    """The mark's value as SQLite held it: a number when the position says so."""
    if not after.position.endswith(NUMBER):
        return value
    number = float(value)  # ValueError for a value no mark of ours holds
    return int(value) if value.lstrip("-").isdigit() else number


class _Select:
    """The page's SELECTs of one query, compiled once."""

    def __init__(self, query: Query) -> None:
        self._q = compile_query(query)
        self._found = f"SELECT id, data, {order_by(query)}, rowid FROM documents"  # noqa: S608 (sql_query)

    def __call__(self, condition: str, more: tuple[Param, ...]) -> Statement:
        q = self._q
        sql = f"{self._found} WHERE {q.where} AND {condition} ORDER BY {q.order}{q.limit}"
        return sql, (*q.params, *more)


def mark_of(value: object, rowid: int) -> Mark:
    if isinstance(value, int | float):
        return Mark(repr(value), f"{rowid}{NUMBER}")
    return Mark(None if value is None else str(value), str(rowid))
