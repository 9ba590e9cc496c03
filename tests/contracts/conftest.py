"""Adapter factories for the contract suites.

Every fixture here is parametrised over all the adapters of one port; a test written against
the fixture runs once per adapter. A new adapter (the Firebase ones) joins a suite by adding one
factory to the matching table: a factory receives the pytest `request` (for `tmp_path`, the
manual `clock`, or a session-wide emulator fixture) and returns a fresh, empty adapter.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from argon2 import PasswordHasher
from signage_adapters.local.blobs import LocalBlobStorage
from signage_adapters.local.database import Database
from signage_adapters.local.documents import SqliteDocuments
from signage_adapters.local.identity import LocalIdentity
from signage_adapters.local.mail import OutboxMailer, SmtpMailer
from signage_adapters.local.store import SqliteStore
from signage_adapters.memory.blobs import MemoryBlobStorage
from signage_adapters.memory.clock import ManualClock
from signage_adapters.memory.documents import MemoryDocuments
from signage_adapters.memory.identity import MemoryIdentity
from signage_adapters.memory.mail import MemoryMailer
from signage_adapters.memory.store import MemoryStore
from tests.adapters.local.loopback_smtp import LoopbackSmtp
from tests.contracts.delivered import Delivered, read_outbox
from tests.support import firebase_gaps

START = datetime(2025, 1, 15, 12, 0, tzinfo=UTC)
Factory = Callable[[pytest.FixtureRequest], Any]
CHEAP_ARGON2 = PasswordHasher(time_cost=1, memory_cost=1024, parallelism=1)
"""Test speed only: production uses argon2-cffi's defaults."""


def _tmp(request: pytest.FixtureRequest) -> Path:
    path: Path = request.getfixturevalue("tmp_path")
    return path


def _clock(request: pytest.FixtureRequest) -> ManualClock:
    clock: ManualClock = request.getfixturevalue("clock")
    return clock


def _fresh_firestore(request: pytest.FixtureRequest) -> Any:
    """A Firestore client on the session's emulator, emptied for this test."""
    from signage_adapters.firebase.clients import firestore_client
    from tests.support.emulators import PROJECT_ID

    request.getfixturevalue("emulators").fresh_firestore_host()
    return firestore_client(PROJECT_ID)


def _firebase_documents(request: pytest.FixtureRequest) -> Any:
    from signage_adapters.firebase.documents import FirestoreDocuments

    documents = FirestoreDocuments(_fresh_firestore(request))
    firebase_gaps.mark_gaps(request, firebase_gaps.DOCUMENTS)
    return documents


def _firebase_store(request: pytest.FixtureRequest) -> Any:
    from signage_adapters.firebase.store import FirestoreStore

    store = FirestoreStore(_fresh_firestore(request))
    firebase_gaps.mark_gaps(request, firebase_gaps.STORE)
    return store


DOCUMENTS: dict[str, Factory] = {
    "memory": lambda request: MemoryDocuments(),
    "local": lambda request: SqliteDocuments(_tmp(request) / "signage.db"),
    "firebase": _firebase_documents,
}

STORES: dict[str, Factory] = {
    "memory": lambda request: MemoryStore(),
    "local": lambda request: SqliteStore(Database(_tmp(request) / "signage.db")),
    "firebase": _firebase_store,
}
"""The adapter kit's `DocumentStore`: a store passing this suite runs every repository."""


def _firebase_blobs(request: pytest.FixtureRequest) -> Any:
    from signage_adapters.firebase.blobs import FirebaseBlobStorage

    storage = FirebaseBlobStorage(request.getfixturevalue("emulators").fresh_bucket())
    firebase_gaps.mark_gaps(request, firebase_gaps.BLOBS)
    return storage


def _firebase_identity(request: pytest.FixtureRequest) -> Any:
    from signage_adapters.accounts.document_tokens import DocumentTokenBacking
    from signage_adapters.accounts.reset_tokens import ResetTokenPolicy
    from signage_adapters.firebase.identity import FirebaseIdentity
    from signage_adapters.firebase.store import FirestoreStore

    emulators = request.getfixturevalue("emulators")
    backing = DocumentTokenBacking(FirestoreStore(_fresh_firestore(request)))
    codes = ResetTokenPolicy(backing, _clock(request))
    return FirebaseIdentity(emulators.fresh_auth_app(), emulators.toolkit, codes)


BLOBS: dict[str, Factory] = {
    "memory": lambda request: MemoryBlobStorage(clock=_clock(request)),
    "local": lambda request: LocalBlobStorage(
        _tmp(request) / "files", b"contract-secret", clock=_clock(request)
    ),
    "firebase": _firebase_blobs,
}

IDENTITIES: dict[str, Factory] = {
    "memory": lambda request: MemoryIdentity(clock=_clock(request), scrypt_n=2**4),
    "local": lambda request: LocalIdentity(
        _tmp(request) / "signage.db", _clock(request), hasher=CHEAP_ARGON2
    ),
    "firebase": _firebase_identity,
}


def _memory_mailer(request: pytest.FixtureRequest) -> tuple[Any, Delivered]:
    mailer = MemoryMailer()
    return mailer, lambda: [(m.to, m.subject, m.body) for m in mailer.outbox]


def _outbox_mailer(request: pytest.FixtureRequest) -> tuple[Any, Delivered]:
    outbox = _tmp(request) / "outbox"
    return OutboxMailer(outbox), lambda: read_outbox(outbox)


def _smtp_mailer(request: pytest.FixtureRequest) -> tuple[Any, Delivered]:
    server: LoopbackSmtp = request.getfixturevalue("smtp_server")
    mailer = SmtpMailer("127.0.0.1", server.port, "portal@example.com", starttls=False)
    return mailer, server.delivered


MAILERS: dict[str, Factory] = {
    "memory": _memory_mailer,
    "outbox": _outbox_mailer,
    "smtp": _smtp_mailer,
}


@pytest.fixture
def clock() -> ManualClock:
    return ManualClock(START)


@pytest.fixture
def smtp_server() -> Iterator[LoopbackSmtp]:
    with LoopbackSmtp() as server:
        yield server


def _closing(adapter: Any) -> Iterator[Any]:
    yield adapter
    close = getattr(adapter, "close", None)
    if close is not None:
        close()


@pytest.fixture(params=sorted(DOCUMENTS))
def documents(request: pytest.FixtureRequest) -> Iterator[Any]:
    yield from _closing(DOCUMENTS[request.param](request))


@pytest.fixture(params=sorted(STORES))
def store(request: pytest.FixtureRequest) -> Iterator[Any]:
    adapter = STORES[request.param](request)
    yield adapter
    db = getattr(adapter, "db", None)
    if db is not None:
        db.close()


@pytest.fixture(params=sorted(BLOBS))
def blobs(request: pytest.FixtureRequest) -> Any:
    return BLOBS[request.param](request)


@pytest.fixture(params=["local", "memory"])
def blobs_refusing_taken_paths(request: pytest.FixtureRequest) -> Any:
    """The blob adapters whose refusal of a `new` write at a taken path a test can see.
    Cloud Storage refuses it too (`ifGenerationMatch=0`), but gcp-storage-emulator ignores
    generation preconditions: tests/adapters/firebase/test_firebase_blobs.py checks instead,
    in the emulator's request log, that every upload request of a `new` write carries it."""
    return BLOBS[request.param](request)


@pytest.fixture(params=sorted(IDENTITIES))
def identity(request: pytest.FixtureRequest) -> Any:
    return IDENTITIES[request.param](request)


@pytest.fixture(params=sorted(MAILERS))
def mail(request: pytest.FixtureRequest) -> tuple[Any, Delivered]:
    """A mailer and a function listing what it delivered as (to, subject, body)."""
    return MAILERS[request.param](request)
