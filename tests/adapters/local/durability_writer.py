"""Subprocess for the durability test: save audit-log entries in a loop, printing each id once
`save` has returned (the write is acknowledged)."""

import sys
from datetime import UTC, datetime
from pathlib import Path

from signage_adapters.local.documents import SqliteDocuments

from signage_core.entities.logs import LogAction, UserLog


def main(path: str, count: int) -> None:
    docs = SqliteDocuments(Path(path))
    for n in range(count):
        log = UserLog(f"log-{n:06d}", "uid-ada", LogAction.USER_LOGIN, datetime.now(UTC))
        docs.user_logs.save(log)
        print(log.id, flush=True)


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]))
