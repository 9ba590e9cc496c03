"""The `tallies` table of schema v3 and the triggers that keep each tally of `tallies.TALLIES`
right on every insert, change of `data` and delete of a document.

Every statement here is built from the names in TALLIES only; no outside value reaches them.
"""

from __future__ import annotations

from .columns import json_field
from .tallies import MONTH_START, TALLIES, Tally

_TABLE = """CREATE TABLE tallies (
    collection TEXT NOT NULL,
    tally TEXT NOT NULL,
    key TEXT NOT NULL,
    bucket NOT NULL,
    n INTEGER NOT NULL,
    PRIMARY KEY (collection, tally, key, bucket)) WITHOUT ROWID"""
"""`bucket` has no type, so a number stays a number (below every text, as in `>=`)."""
_BUMP = "(collection, tally, key, bucket) DO UPDATE SET n = n + 1"


def _row(tally: Tally, row: str = "") -> str:
    """collection, tally, key and bucket of the document (`NEW` or `OLD` in a trigger)."""
    key = f"json_array({', '.join(json_field(name, row) for name in tally.fields)})"
    bucket = "''"
    if tally.since is not None:
        value = json_field(tally.since, row)
        bucket = f"coalesce(min({value}, substr({value}, 1, 7) || '{MONTH_START}'), '')"
    return f"'{tally.collection}', '{tally.name}', {key}, {bucket}"


def _triggers(tally: Tally) -> tuple[str, ...]:
    name = f"tally_{tally.collection}_{'_'.join((*tally.fields, tally.since or 'all'))}"
    add = f"INSERT INTO tallies VALUES ({_row(tally, 'NEW')}, 1) ON CONFLICT {_BUMP};"  # noqa: S608
    row = f"(collection, tally, key, bucket) = ({_row(tally, 'OLD')})"
    remove = f"UPDATE tallies SET n = n - 1 WHERE {row};"  # noqa: S608
    on = f"ON documents WHEN {{}}.collection = '{tally.collection}' BEGIN"
    return (
        f"CREATE TRIGGER {name}_insert AFTER INSERT {on.format('NEW')} {add} END",
        f"CREATE TRIGGER {name}_update AFTER UPDATE OF data {on.format('NEW')} {remove} {add} END",
        f"CREATE TRIGGER {name}_delete AFTER DELETE {on.format('OLD')} {remove} END",
    )


def _count_stored(tally: Tally) -> str:
    stored = f"documents WHERE collection = '{tally.collection}' GROUP BY 3, 4"
    return f"INSERT INTO tallies SELECT {_row(tally)}, COUNT(*) FROM {stored}"  # noqa: S608


def migration() -> tuple[str, ...]:
    """The table, each tally's triggers, and each tally counted over the stored documents."""
    per_tally = ((*_triggers(tally), _count_stored(tally)) for tally in TALLIES)
    return (_TABLE, *(statement for statements in per_tally for statement in statements))
