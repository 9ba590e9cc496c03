"""The AttemptLog port (the throttles' recent attempts), on every document adapter."""

import threading
from datetime import UTC, datetime, timedelta

from signage_adapters.documents.query import Query
from signage_adapters.documents.repositories.bundle import document_store
from signage_adapters.documents.repositories.security import ATTEMPTS

T0 = datetime(2025, 1, 15, 12, 0, tzinfo=UTC)
LONG_AGO = T0 - timedelta(days=1)
KEY = "signin-account:ada@example.com"


def _add(documents, key, *minutes, forget_until=LONG_AGO):
    for minute in minutes:
        documents.attempts.add(key, T0 + timedelta(minutes=minute), forget_until=forget_until)


def test_a_key_never_seen_has_no_attempts(documents):
    assert documents.attempts.times(KEY) == []


def test_attempts_come_back_oldest_first_as_utc_moments(documents):
    _add(documents, KEY, 3, 1, 2)
    times = documents.attempts.times(KEY)
    assert times == [T0 + timedelta(minutes=m) for m in (1, 2, 3)]
    assert all(moment.utcoffset() == timedelta(0) for moment in times)


def test_attempts_keep_their_microseconds(documents):
    moment = T0 + timedelta(microseconds=123456)
    documents.attempts.add(KEY, moment, forget_until=LONG_AGO)
    assert documents.attempts.times(KEY) == [moment]


def test_adding_forgets_the_attempts_at_or_before_forget_until(documents):
    _add(documents, KEY, 0, 5, 10)
    documents.attempts.add(KEY, T0 + timedelta(minutes=20), forget_until=T0 + timedelta(minutes=5))
    assert documents.attempts.times(KEY) == [T0 + timedelta(minutes=m) for m in (10, 20)]


def test_keys_are_counted_apart(documents):
    _add(documents, KEY, 1, 2)
    _add(documents, "signin-address:203.0.113.9", 3)
    assert len(documents.attempts.times(KEY)) == 2
    assert documents.attempts.times("signin-address:203.0.113.9") == [T0 + timedelta(minutes=3)]


def test_any_text_is_a_key(documents):
    awkward = ["signin-address:2001:db8::1", "reset-mail:a/b@example.com", "x" * 2000, ".."]
    for number, key in enumerate(awkward):
        _add(documents, key, number)
    assert [documents.attempts.times(key) for key in awkward] == [
        [T0 + timedelta(minutes=number)] for number in range(len(awkward))
    ]


def test_clearing_forgets_only_that_key(documents):
    _add(documents, KEY, 1, 2)
    _add(documents, "signin-account:bob@example.com", 1)
    documents.attempts.clear(KEY)
    documents.attempts.clear("signin-account:nobody@example.com")
    assert documents.attempts.times(KEY) == []
    assert len(documents.attempts.times("signin-account:bob@example.com")) == 1


def test_no_email_or_address_is_stored_in_clear(documents):
    _add(documents, KEY, 1)
    _add(documents, "signin-address:203.0.113.9", 1)
    rows = document_store(documents).find(Query(ATTEMPTS))
    assert len(rows) == 2
    assert "ada@example.com" not in repr(rows)
    assert "203.0.113.9" not in repr(rows)


def test_concurrent_adds_all_count(documents):
    def fail_three_times(worker: int) -> None:
        for n in range(3):
            moment = T0 + timedelta(seconds=worker * 10 + n)
            documents.attempts.add(KEY, moment, forget_until=LONG_AGO)

    threads = [threading.Thread(target=fail_three_times, args=(w,)) for w in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(documents.attempts.times(KEY)) == 12
