"""The object of the portal's bucket a stored link names; other buckets' never."""

import pytest
from signage_adapters.blob_paths import path_in_bucket

BUCKET = "my-signage.appspot.com"


def test_a_link_of_the_bucket_names_its_object():
    url = f"https://firebasestorage.googleapis.com/v0/b/{BUCKET}/o/clients%2Flogos%2Fc1_5?alt=media"
    assert path_in_bucket(url, BUCKET) == "clients/logos/c1_5"
    assert path_in_bucket(f"gs://{BUCKET}/clients/logos/c1_5", BUCKET) == "clients/logos/c1_5"


@pytest.mark.parametrize(
    "url",
    [
        "gs://other-signage.appspot.com/clients/logos/c1_5",
        "https://storage.googleapis.com/other-signage.appspot.com/medias/1_x.jpg",
        "https://firebasestorage.googleapis.com/v0/b/other/o/medias%2F1_x.jpg?alt=media",
        "https://cdn.example/medias/1_x.jpg",
    ],
)
def test_a_link_of_another_bucket_or_site_names_nothing(url):
    assert path_in_bucket(url, BUCKET) == ""


@pytest.mark.parametrize(
    "path", ["..%2Fsecrets", "medias%2F..%2F..%2Fx", "%2Fabsolute", "a%2F.meta"]
)
def test_a_path_no_storage_accepts_names_nothing(path):
    url = f"https://firebasestorage.googleapis.com/v0/b/{BUCKET}/o/{path}?alt=media"
    assert path_in_bucket(url, BUCKET) == ""
