"""The local backend never uses the download-URL signing key for anything else."""

from pathlib import Path

from signage_adapters.local.blob_signing import load_or_create_secret
from signage_http.wiring.composition import app_secret
from signage_http.wiring.settings import Settings


def test_app_secret_is_derived_from_but_differs_from_the_download_url_key(tmp_path: Path):
    secret = app_secret(Settings(backend="local", data_dir=tmp_path))
    url_key = load_or_create_secret(tmp_path).hex()
    assert len(secret) == 64
    assert secret != url_key
    assert url_key not in secret
    assert app_secret(Settings(backend="local", data_dir=tmp_path)) == secret
