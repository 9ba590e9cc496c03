"""The players' latest reports (`ScreenReports`), on every backend's documents (memory,
SQLite, the Firestore emulator): a report is read back as it was saved, a later one replaces
it, nothing showing and no outage read back as such, and a report never makes the content's
remembered reads be read again. Its skips are read back too, and a report stored before
reports had skips reads as one without any."""

from __future__ import annotations

from datetime import timedelta

from tests.contracts.conftest import START
from tests.contracts.kept_apart import assert_content_stays_remembered

from signage_core.entities.screen_reports import NowShowing, ScreenReport, SkipCount


def _report(screen_id="s1", at=START, **changes):
    showing = NowShowing("media-1", "video", at - timedelta(seconds=12))
    fields = {
        "showing": showing, "manifest_version": "abc123", "files_kept": 3, "files_total": 4,
        "bytes_kept": 5_000_000_000, "offline_since": at - timedelta(hours=2),
        "offline_seconds": 3_600, **changes,
    }  # fmt: skip
    return ScreenReport(screen_id, at, **fields)


def test_a_screen_never_reported_has_no_report(documents):
    assert documents.screen_reports.latest(["s1"]) == {}
    assert documents.screen_reports.latest([]) == {}


def test_a_report_is_read_back_as_saved(documents):
    saved = _report()
    documents.screen_reports.save(saved)
    assert documents.screen_reports.latest(["s1", "s2"]) == {"s1": saved}


def test_a_later_report_replaces_the_earlier_one_of_its_screen_only(documents):
    reports = documents.screen_reports
    other = _report("s2")
    reports.save(_report())
    reports.save(other)
    later = _report(at=START + timedelta(minutes=1), showing=None, offline_since=None,
                    offline_seconds=0, files_kept=4)  # fmt: skip
    reports.save(later)
    assert reports.latest(["s1", "s2"]) == {"s1": later, "s2": other}


def test_a_report_leaves_the_content_remembered(documents, request):
    assert_content_stays_remembered(
        documents, request, lambda: documents.screen_reports.save(_report())
    )


def test_a_reports_skips_are_read_back_as_saved(documents):
    skips = (
        SkipCount("media-1", "load-timeout", 7, START - timedelta(minutes=3)),
        SkipCount("media-2", "media-error", 1, START - timedelta(seconds=20)),
    )
    saved = _report(skips=skips)
    documents.screen_reports.save(saved)
    assert documents.screen_reports.latest(["s1"]) == {"s1": saved}


def test_a_report_stored_without_skips_reads_as_one_with_none(documents):
    reports = documents.screen_reports
    reports.save(_report())
    store = _store_of(reports)
    doc = {**store.get("screenReports", "s1")}
    del doc["skips"]
    store.transaction(lambda tx: tx.put("screenReports", "s2", doc))
    assert reports.latest(["s2"]) == {"s2": _report("s2")}


def _store_of(reports):
    """The document store the reports are kept in (SQLite's: in the heartbeats' file)."""
    stored = reports._file.reports() if hasattr(reports, "_file") else reports
    return stored.store


def test_a_report_naming_the_emergency_message_it_shows_is_read_back(documents):
    saved = _report(emergency_id="msg-1")
    documents.screen_reports.save(saved)
    assert documents.screen_reports.latest(["s1"])["s1"].emergency_id == "msg-1"
