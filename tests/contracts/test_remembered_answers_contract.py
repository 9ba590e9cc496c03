"""The answers a repository gives again until its store changes (`DocumentStore.remember`):
on every backend, each answer the signed-in path and the dashboard ask for on every request
is asked again after a write, and follows it."""

from __future__ import annotations

from tests.contracts.builders import MOMENT, a_client, a_media, a_payment, a_playlist, a_user
from tests.support.firebase_gaps import stored_apart

from signage_core.entities.media import AssetType


def test_a_users_client_follows_its_saves(documents):
    assert documents.clients.find_by_user("uid-ada") is None
    documents.clients.save(a_client())
    assert documents.clients.find_by_user("uid-ada") == a_client()
    documents.clients.save(a_client(business_name="Bistro"))
    assert documents.clients.find_by_user("uid-ada").business_name == "Bistro"


def test_whether_a_client_has_paid_follows_its_payments(documents):
    documents.clients.save(a_client())
    assert documents.payments.has_payments("client-1") is False
    documents.payments.save(a_payment())
    assert documents.payments.has_payments("client-1") is True
    assert documents.payments.has_payments("client-2") is False


def test_medias_by_type_follow_each_save_and_delete(documents):
    assert documents.medias.count_by_type("uid-ada")[AssetType.VIDEO] == 0
    documents.medias.save(a_media())
    assert documents.medias.count_by_type("uid-ada")[AssetType.VIDEO] == 1
    documents.medias.delete("media-1")
    assert documents.medias.count_by_type("uid-ada")[AssetType.VIDEO] == 0


def test_counts_since_a_moment_follow_each_save_and_delete(documents):
    medias, playlists = documents.medias, documents.playlists
    assert medias.count_created_since("uid-ada", MOMENT) == 0
    assert playlists.count_created_since("client-1", MOMENT) == 0
    medias.save(a_media())
    playlists.save(a_playlist())
    stored_apart()
    assert medias.count_created_since("uid-ada", MOMENT) == 1
    assert playlists.count_created_since("client-1", MOMENT) == 1
    medias.delete("media-1")
    assert medias.count_created_since("uid-ada", MOMENT) == 0


def test_a_counts_map_handed_out_is_the_callers_own(documents):
    documents.medias.save(a_media())
    documents.medias.count_by_type("uid-ada").clear()
    assert documents.medias.count_by_type("uid-ada")[AssetType.VIDEO] == 1


def test_a_user_read_again_follows_a_deactivation(documents):
    documents.users.save(a_user(id="uid-ada", status=True))
    assert documents.users.get("uid-ada").status is True
    documents.users.save(a_user(id="uid-ada", status=False))
    assert documents.users.get("uid-ada").status is False
