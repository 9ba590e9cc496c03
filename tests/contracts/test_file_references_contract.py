"""The FileReferences port: every object a media or a client names, by path or by link, on
every document store (what the sweep of stored files must never remove)."""

from dataclasses import replace

from tests.contracts.builders import a_client, a_media

FIREBASE_LINK = "https://firebasestorage.googleapis.com/v0/b/app/o/medias%2F7_old.jpg?alt=media"


def test_the_files_and_thumbnails_of_medias_and_the_logos_of_clients_are_named(documents):
    media = a_media()
    documents.medias.save(media)
    documents.clients.save(a_client(logo_path="clients/logos/client-1_5", logo_url=""))
    assert documents.file_references.referenced_paths() == {
        media.file_path,
        media.thumbnail_path,
        "clients/logos/client-1_5",
    }


def test_a_document_of_the_original_portal_names_its_file_by_its_link(documents):
    media = replace(a_media(), file_path="", thumbnail_path="", thumbnail_url="")
    documents.medias.save(replace(media, file_url=FIREBASE_LINK))
    assert documents.file_references.referenced_paths() == {"medias/7_old.jpg"}


def test_a_youtube_item_and_an_empty_portal_name_no_file(documents):
    assert documents.file_references.referenced_paths() == set()
    youtube = replace(a_media(), file_path="", thumbnail_path="", file_url="")
    documents.medias.save(replace(youtube, thumbnail_url="https://i.ytimg.com/vi/x/0.jpg"))
    assert documents.file_references.referenced_paths() == set()
