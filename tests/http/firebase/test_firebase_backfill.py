"""`signage backfill` on SIGNAGE_BACKEND=firebase, against the Firestore emulator: documents the
existing portal wrote get their search keys and nothing else; a second run changes nothing."""

from __future__ import annotations

from dataclasses import replace

import pytest
from signage_adapters.documents.medias import to_document as media_document
from signage_adapters.firebase.backfill import Backfill, run_backfills
from signage_http.cli import main
from tests.contracts.builders import a_media

from signage_core.paging import PageRequest, Sort

LEGACY = {
    "old-1": {"name": "Spring Sale", "userId": "uid-ada", "createdAt": "2024-03-01T10:00:00Z"},
    "old-2": {"name": "autumn", "userId": "uid-ada", "createdAt": 1709287200, "mine": [1, 2]},
    "old-3": {"userId": "uid-ada", "assetType": "image"},
}


def store_legacy(db):
    for doc_id, doc in LEGACY.items():
        db.collection("medias").document(doc_id).set(doc)


def stored(db):
    return {snap.id: snap for snap in db.collection("medias").stream()}


@pytest.mark.slow
def test_backfill_adds_only_the_search_keys_and_a_second_run_changes_nothing(
    firebase_backend, capsys
):
    db = firebase_backend.documents.firestore.db
    store_legacy(db)
    firebase_backend.documents.medias.save(a_media(id="new", user_id="uid-ada", name="Winter"))
    assert main(["backfill"]) == 0
    assert "search keys: 3 of 4 medias changed" in capsys.readouterr().out
    after = stored(db)
    for doc_id, legacy in LEGACY.items():
        data = after[doc_id].to_dict()
        assert {name: data[name] for name in legacy} == legacy
        assert set(data) - set(legacy) == {"nameSort", "nameSearch"}
    assert after["old-3"].to_dict()["nameSort"] == ""
    assert main(["backfill"]) == 0
    assert "search keys: 0 of 4 medias changed" in capsys.readouterr().out
    again = stored(db)
    assert {i: s.update_time for i, s in again.items()} == {
        i: s.update_time for i, s in after.items()
    }


@pytest.mark.slow
def test_documents_written_before_the_keys_are_found_and_listed_by_name_once_back_filled(
    firebase_backend,
):
    db = firebase_backend.documents.firestore.db
    store_legacy(db)
    medias = firebase_backend.documents.medias

    def by_name(q=""):
        page = medias.page_for_user("uid-ada", PageRequest(10, None, q, Sort.NAME))
        return [media.id for media in page.items]

    assert by_name("sale") == []  # Firestore leaves them out of `by_name()` too; the emulator
    run_backfills(db)  # keeps documents missing an order_by field, so that is not shown here
    assert (by_name(), by_name("sale")) == (["old-3", "old-2", "old-1"], ["old-1"])


@pytest.mark.slow
def test_another_backfill_is_one_entry_and_writes_only_its_field(firebase_backend):
    db = firebase_backend.documents.firestore.db
    media = replace(a_media(id="m1", user_id="uid-ada"), file_url="https://files.example/a.png")
    db.collection("medias").document("m1").set(media_document(media))
    paths = Backfill("paths", ("medias",), lambda _, doc: {"filePath": doc["fileUrl"][-5:]})
    assert [f.describe() for f in run_backfills(db, [paths])] == ["paths: 1 of 1 medias changed"]
    data = db.collection("medias").document("m1").get().to_dict()
    assert data == {**media_document(media), "filePath": "a.png"}
    assert run_backfills(db, [paths])[0].changed == 0


def test_backfill_on_the_embedded_backend_has_nothing_to_do(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("SIGNAGE_BACKEND", "local")
    assert main(["backfill", "--data-dir", str(tmp_path)]) == 0
    assert "Nothing to back-fill" in capsys.readouterr().out
