"""The object a stored download link names, in the three forms the original portal's
records keep (Firebase download URL, Cloud Storage URL, gs:// URL)."""

import pytest

from signage_core.storage_links import ObjectLink, object_in_link
from signage_core.storage_paths import path_in_link

BUCKET = "legacy-portal.appspot.com"
MEDIA = "medias/1709280000000_morning menu.jpg"


@pytest.mark.parametrize(
    "url",
    [
        f"https://firebasestorage.googleapis.com/v0/b/{BUCKET}/o/medias%2F1709280000000_morning"
        "%20menu.jpg?alt=media&token=0b6c-11",
        f"http://127.0.0.1:9199/v0/b/{BUCKET}/o/medias%2F1709280000000_morning%20menu.jpg",
        f"https://storage.googleapis.com/{BUCKET}/medias/1709280000000_morning%20menu.jpg",
        f"https://storage.googleapis.com/storage/v1/b/{BUCKET}/o/medias%2F1709280000000_morning"
        "%20menu.jpg?alt=media",
        f"http://127.0.0.1:9199/download/storage/v1/b/{BUCKET}/o/medias%2F1709280000000_morning"
        "%20menu.jpg?alt=media&token=t",
        f"https://{BUCKET}.storage.googleapis.com/medias/1709280000000_morning%20menu.jpg",
        f"gs://{BUCKET}/medias/1709280000000_morning menu.jpg",
        f"  gs://{BUCKET}/medias/1709280000000_morning%20menu.jpg  ",
    ],
)
def test_each_link_form_names_its_bucket_and_decoded_path(url):
    assert object_in_link(url) == ObjectLink(BUCKET, MEDIA)


@pytest.mark.parametrize(
    "url",
    [
        "",
        "https://i.ytimg.com/vi/abc/hqdefault.jpg",
        "https://cdn.example/medias/m1.jpg",
        f"https://firebasestorage.googleapis.com/v0/b/{BUCKET}/o/",
        f"https://firebasestorage.googleapis.com/v0/b/{BUCKET}",
        "https://storage.googleapis.com/just-a-bucket",
        "gs://bucket-only",
        "ftp://storage.googleapis.com/b/x.jpg",
        "medias/1_x.jpg",
    ],
)
def test_a_link_that_names_no_stored_object_names_none(url):
    assert object_in_link(url) is None


def test_a_links_path_is_read_whatever_its_bucket():
    assert path_in_link("gs://another-bucket/clients/logos/c1_5") == "clients/logos/c1_5"
    assert path_in_link("https://storage.googleapis.com/b/medias/2_x.mp4") == "medias/2_x.mp4"
