"""Indexed document fields copied into columns of their own (schema v3).

SQLite uses an index on `json_extract` expressions to find rows but never in their place, so a
count over such an index still reads every matching document. An index on plain columns
answers it alone (`USING COVERING INDEX`). Triggers keep each column equal to its field's
`json_extract` on every insert and every change of `data`, whoever writes the file; a column
holds exactly what `json_extract` returns, so queries mean the same on either.
"""

from __future__ import annotations

COLUMNS: dict[str, str] = {
    "userId": "user_id",
    "UserID": "log_user_id",
    "clientID": "client_id",
    "ClientID": "payment_client_id",
    "status": "status",
    "assetType": "asset_type",
    "createdAt": "created_at",
    "email": "email",
    "Payment_Date": "payment_date",
    "PaymentReference": "payment_reference",
    "ActionDateTime": "action_date_time",
}
"""Field name -> column name (SQLite names ignore case: userId and UserID need two)."""


def json_field(name: str, row: str = "") -> str:
    """The expression reading a top-level field from the JSON document (of `row`, `NEW` or
    `OLD` in a trigger)."""
    return f"json_extract({row + '.' if row else ''}data, '$.{name}')"


def field(name: str) -> str:
    """The SQL expression of a top-level field: its column when it has one."""
    return COLUMNS.get(name) or json_field(name)


def _copy_fields(row: str = "") -> str:
    """The SET list copying every field of `row`'s document to its column."""
    return ", ".join(f"{column} = {json_field(name, row)}" for name, column in COLUMNS.items())


def migration(indexes: dict[str, tuple[str, ...]]) -> tuple[str, ...]:
    """The columns, the triggers that keep them, their values for the stored documents, and
    each of `indexes` (name -> fields, made on expressions in v2) rebuilt on the columns."""
    keep = f"UPDATE documents SET {_copy_fields('NEW')} WHERE rowid = NEW.rowid;"  # noqa: S608
    return (
        *(f"ALTER TABLE documents ADD COLUMN {column}" for column in COLUMNS.values()),
        f"CREATE TRIGGER documents_columns_insert AFTER INSERT ON documents BEGIN {keep} END",
        f"CREATE TRIGGER documents_columns_update AFTER UPDATE OF data ON documents "
        f"BEGIN {keep} END",
        f"UPDATE documents SET {_copy_fields()}",  # noqa: S608 (the names of COLUMNS)
        *(f"DROP INDEX {name}" for name in (*indexes, "documents_email")),
        *(_index(name, fields) for name, fields in indexes.items()),
        f"CREATE INDEX documents_email ON documents (collection, lower(trim({field('email')})))",
    )


def _index(name: str, fields: tuple[str, ...]) -> str:
    return f"CREATE INDEX {name} ON documents ({', '.join(['collection', *map(field, fields)])})"
