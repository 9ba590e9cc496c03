"""Counts kept in the `tallies` table (schema v3): a dashboard count reads a row or two.

An index answers a count by visiting each matching entry: the 10,000 medias of one user are
10,000 entries however they are indexed. A tally keeps, per combination of values of its
EQUALS fields (keyed as `json_array` of what `json_extract` returns, so it matches as SQL's `=`
does) and per month of its AT_LEAST field if it has one, how many documents there are;
triggers (`tally_schema`) move a document between rows on every write, whoever writes the file.

- EQUALS on exactly a tally's fields: its row for those values.
- EQUALS on a tally's fields and AT_LEAST the start of a month (a `time_key` text ending in
  `-01T00:00:00.000000Z`, as the dashboard's UTC month starts are): the rows of that month and
  later. A text is tallied under min(itself, the start of the month it names), so it counts
  from a month start exactly when the SQL `>=` says it is at least it.
- Any other count is counted on an index (`columns`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from ..documents.query import Op, Query, Value, Where
from .sql_query import Param, param

MONTH_START = "-01T00:00:00.000000Z"
"""A month's first moment as `time_key` text, after its 'yyyy-mm'."""


@dataclass(frozen=True, slots=True)
class Tally:
    collection: str
    fields: tuple[str, ...]
    """The EQUALS fields, in order of name."""
    since: str | None = None
    """The AT_LEAST field counted per month, if any."""

    @property
    def name(self) -> str:
        return ",".join(self.fields) + (f">={self.since}" if self.since else "")


TALLIES = (
    Tally("medias", ("assetType", "userId")),
    Tally("medias", ("userId",), since="createdAt"),
    Tally("playlists", ("clientID",), since="createdAt"),
)
"""The dashboard's counts: medias by type, medias and playlists new this month."""

Lookup = tuple[str, tuple[Param, ...]]
"""A statement answering (value, count) rows, and its parameters."""
_ROWS = "FROM tallies WHERE collection = ? AND tally = ? AND key"


def tally_by(query: Query, field: str, values: Sequence[Value]) -> Lookup | None:
    """(value, count) of the documents matching `query` that hold each of `values` in `field`,
    from the tally of those fields; None when there is none."""
    tally = _tally(query.collection, [*query.where, Where(field, Op.EQUALS, "")], None)
    if tally is None:
        return None
    given = {where.field: param(where.value) for where in query.where}
    keys = [param(v) if name == field else given[name] for v in values for name in tally.fields]
    one = f"json_array({', '.join('?' * len(tally.fields))})"
    position = f"'$[{tally.fields.index(field)}]'"
    sql = f"SELECT json_extract(key, {position}), n {_ROWS} IN ({', '.join([one] * len(values))})"
    return sql, (query.collection, tally.name, *keys)


def tally_of(query: Query) -> Lookup | None:
    """`query`'s count as (value, count) rows to add up, from its tally; None when it has none."""
    ranges = [where for where in query.where if where.op is Op.AT_LEAST]
    if not ranges and query.where and query.where[-1].op is Op.EQUALS:
        last = query.where[-1]
        return tally_by(replace(query, where=query.where[:-1]), last.field, [last.value])
    return _since_month(query, ranges[0]) if len(ranges) == 1 else None


def _since_month(query: Query, since: Where) -> Lookup | None:
    """The rows of `since`'s month and later, when `since` is a month's start."""
    bound = param(since.value)
    equal = [where for where in query.where if where is not since]
    tally = _tally(query.collection, equal, since.field)
    if tally is None or not isinstance(bound, str) or bound != bound[:7] + MONTH_START:
        return None
    values = [param(where.value) for where in sorted(equal, key=lambda where: where.field)]
    key = f"json_array({', '.join('?' * len(values))})"
    sql = f"SELECT '', n {_ROWS} = {key} AND bucket >= ?"
    return sql, (query.collection, tally.name, *values, bound)


def _tally(collection: str, equal: Sequence[Where], since: str | None) -> Tally | None:
    """The tally of exactly these EQUALS conditions (and AT_LEAST field), if there is one."""
    if any(where.op is not Op.EQUALS for where in equal):
        return None
    wanted = Tally(collection, tuple(sorted(where.field for where in equal)), since)
    return wanted if wanted in TALLIES else None
