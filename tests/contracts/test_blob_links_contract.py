"""`BlobStorage.path_of`: the object a stored download link names, on every blob adapter."""

import pytest

SPACED = "medias/1736944245123_morning menu.jpg"


@pytest.mark.parametrize("path", [SPACED, "clients/logos/client-1_1736944245123"])
def test_a_download_url_names_its_object(blobs, path):
    blobs.put(path, [b"data"], content_type="image/jpeg")
    assert blobs.path_of(blobs.download_url(path)) == path


@pytest.mark.parametrize(
    "url",
    [
        "",
        "https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg",
        "https://cdn.example/medias/1_x.jpg",
        "gs://another-portal.appspot.com/medias/1_x.jpg",
        "https://firebasestorage.googleapis.com/v0/b/another/o/medias%2F1_x.jpg?alt=media",
    ],
)
def test_a_link_to_another_site_or_bucket_names_nothing(blobs, url):
    assert blobs.path_of(url) == ""
