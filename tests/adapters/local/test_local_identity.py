"""LocalIdentity specifics: argon2id hashes and hashed tokens in the shared SQLite file."""

import hashlib
import sqlite3
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime
from pathlib import Path

import pytest
from argon2 import PasswordHasher
from signage_adapters.local.database import Database
from signage_adapters.local.documents import SqliteDocuments
from signage_adapters.local.identity import LocalIdentity
from signage_adapters.memory.clock import ManualClock
from tests.contracts.builders import a_user

CHEAP = PasswordHasher(time_cost=1, memory_cost=1024, parallelism=1)
EMAIL, PASSWORD = "Ada@Example.com", "correct horse"


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / "signage.db"


@pytest.fixture
def identity(path: Path) -> LocalIdentity:
    return LocalIdentity(path, ManualClock(datetime(2025, 1, 15, tzinfo=UTC)), hasher=CHEAP)


def rows(path: Path, sql: str) -> list[tuple]:
    with sqlite3.connect(path) as conn:
        return conn.execute(sql).fetchall()


def test_passwords_are_stored_as_argon2id_hashes(identity, path):
    identity.create_account(EMAIL, PASSWORD)
    [(email, hashed)] = rows(path, "SELECT email, password_hash FROM accounts")
    assert email == "ada@example.com"
    assert hashed.startswith("$argon2id$")
    assert PASSWORD not in hashed


def test_the_default_hasher_is_argon2id_with_bounded_memory(path):
    identity = LocalIdentity(path, ManualClock(datetime(2025, 1, 15, tzinfo=UTC)))
    identity.create_account(EMAIL, PASSWORD)
    [(hashed,)] = rows(path, "SELECT password_hash FROM accounts")
    assert hashed.startswith("$argon2id$v=19$m=19456,t=2,p=1$")


def test_a_hash_of_argon2s_old_defaults_still_signs_in_and_is_rehashed(path):
    old = LocalIdentity(
        path, ManualClock(datetime(2025, 1, 15, tzinfo=UTC)), hasher=PasswordHasher()
    )
    uid = old.create_account(EMAIL, PASSWORD)
    [(before,)] = rows(path, "SELECT password_hash FROM accounts")
    assert "m=65536" in before
    current = LocalIdentity(path, ManualClock(datetime(2025, 1, 15, tzinfo=UTC)))
    assert current.verify_password(EMAIL, PASSWORD) == uid
    [(after,)] = rows(path, "SELECT password_hash FROM accounts")
    assert "m=19456,t=2,p=1" in after
    assert current.verify_password(EMAIL, PASSWORD) == uid


class CountingHasher(PasswordHasher):
    """The real hasher, counting how many hashes run at the same moment."""

    def __init__(self) -> None:
        super().__init__(time_cost=1, memory_cost=1024, parallelism=1)
        self.lock, self.running, self.most = threading.Lock(), 0, 0

    def hash(self, password, *, salt=None):
        with self.lock:
            self.running += 1
            self.most = max(self.most, self.running)
        time.sleep(0.05)
        try:
            return super().hash(password, salt=salt)
        finally:
            with self.lock:
                self.running -= 1


def test_at_most_two_hashes_run_at_once(path):
    hasher = CountingHasher()
    identity = LocalIdentity(path, ManualClock(datetime(2025, 1, 15, tzinfo=UTC)), hasher=hasher)
    emails = [f"user{n}@example.com" for n in range(8)]
    with ThreadPoolExecutor(max_workers=8) as pool:
        list(pool.map(lambda email: identity.create_account(email, PASSWORD), emails))
    assert hasher.most == 2
    assert len(identity.accounts()) == 8


def test_reset_tokens_are_stored_only_as_sha256_hashes(identity, path):
    identity.create_account(EMAIL, PASSWORD)
    token = identity.create_reset_token(EMAIL)
    [(stored,)] = rows(path, "SELECT token_hash FROM reset_tokens")
    assert stored == hashlib.sha256(token.encode()).hexdigest()
    assert token not in str(rows(path, "SELECT * FROM reset_tokens"))


def test_a_successful_reset_spends_every_token_of_the_account(identity, path):
    identity.create_account(EMAIL, PASSWORD)
    identity.create_reset_token(EMAIL)
    newest = identity.create_reset_token(EMAIL)
    identity.reset_password(newest, "brand new")
    assert rows(path, "SELECT COUNT(*) FROM reset_tokens") == [(0,)]


def test_a_new_token_replaces_the_accounts_older_row(identity, path):
    identity.create_account(EMAIL, PASSWORD)
    identity.create_account("bob@example.com", PASSWORD)
    for _ in range(3):
        identity.create_reset_token(EMAIL)
    identity.create_reset_token("bob@example.com")
    assert rows(path, "SELECT COUNT(*) FROM reset_tokens") == [(2,)]


def test_an_outdated_hash_is_upgraded_at_the_next_sign_in(identity, path):
    uid = identity.create_account(EMAIL, PASSWORD)
    stronger = PasswordHasher(time_cost=2, memory_cost=2048, parallelism=1)
    upgraded = LocalIdentity(path, ManualClock(datetime(2025, 1, 15, tzinfo=UTC)), hasher=stronger)
    assert upgraded.verify_password(EMAIL, PASSWORD) == uid
    [(hashed,)] = rows(path, "SELECT password_hash FROM accounts")
    assert "m=2048,t=2" in hashed


def test_accounts_and_documents_share_one_database(path):
    database = Database(path)
    docs = SqliteDocuments(database)
    identity = LocalIdentity(database, ManualClock(datetime(2025, 1, 15, tzinfo=UTC)), hasher=CHEAP)
    uid = identity.create_account(EMAIL, PASSWORD)
    docs.users.save(a_user(id=uid))
    assert docs.users.get(uid).id == identity.verify_password(EMAIL, PASSWORD)
    assert sorted(p.name for p in path.parent.iterdir() if p.suffix == ".db") == ["signage.db"]
    database.close()
