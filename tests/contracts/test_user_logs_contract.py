"""The UserLogRepository port (`userLogs`), on every document adapter."""

from tests.contracts.builders import a_login_log, at
from tests.support.firebase_gaps import stored_apart

from signage_core.entities.logs import LocationStatus, LogAction


def test_a_login_entry_reads_back_with_every_field(documents):
    documents.user_logs.save(a_login_log())
    assert documents.user_logs.get("log-1") == a_login_log()


def test_an_open_session_with_a_location_error_reads_back_so(documents):
    log = a_login_log(
        logout_time=None,
        session_duration=None,
        user_status="online",
        location_status=LocationStatus.FAILED,
        location=None,
        location_error="User denied the request for Geolocation.",
    )
    documents.user_logs.save(log)
    assert documents.user_logs.get("log-1") == log


def test_an_admin_action_entry_reads_back_so(documents):
    log = a_login_log(
        action=LogAction.DELETE_CLIENT,
        note="Deleted client Café Lumière and 2 payments totalling 99.98",
        login_time=None,
        logout_time=None,
        session_duration=None,
        user_status="",
        location_status=None,
        location=None,
        login_session_id="",
    )
    documents.user_logs.save(log)
    assert documents.user_logs.get("log-1") == log


def test_an_unknown_entry_is_none(documents):
    assert documents.user_logs.get("nobody") is None


def test_saving_again_replaces_the_entry(documents):
    documents.user_logs.save(a_login_log(logout_time=None, user_status="online"))
    documents.user_logs.save(a_login_log(user_status="offline"))
    assert documents.user_logs.list_recent() == [a_login_log(user_status="offline")]


def test_recent_entries_are_newest_first(documents):
    for n, day in enumerate([2, 5, 1]):
        documents.user_logs.save(a_login_log(id=f"log-{n}", action_date_time=at(day)))
    assert [log.id for log in documents.user_logs.list_recent()] == ["log-1", "log-0", "log-2"]


def test_recent_entries_stop_at_the_limit(documents):
    for n in range(5):
        documents.user_logs.save(a_login_log(id=f"log-{n}", action_date_time=at(n)))
    assert [log.id for log in documents.user_logs.list_recent(limit=2)] == ["log-4", "log-3"]
    assert documents.user_logs.list_recent(limit=0) == []


def test_recent_entries_of_one_user(documents):
    documents.user_logs.save(a_login_log(id="a", user_id="uid-ada", action_date_time=at(1)))
    documents.user_logs.save(a_login_log(id="g", user_id="uid-grace", action_date_time=at(2)))
    documents.user_logs.save(a_login_log(id="a2", user_id="uid-ada", action_date_time=at(3)))
    assert [log.id for log in documents.user_logs.list_recent(user_id="uid-ada")] == ["a2", "a"]


def test_entries_at_the_same_moment_list_the_later_stored_first(documents):
    for log_id in ["first", "second"]:
        documents.user_logs.save(a_login_log(id=log_id, action_date_time=at(1)))
        stored_apart()
    assert [log.id for log in documents.user_logs.list_recent()] == ["second", "first"]
