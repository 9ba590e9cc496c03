"""`signage serve` over https: SIGNAGE_TLS_CERT and SIGNAGE_TLS_KEY (a PEM certificate and
its key) make uvicorn answer https; a half-set or wrong pair is refused before it starts."""

from __future__ import annotations

import datetime
import ipaddress
import ssl
from pathlib import Path

import httpx
import pytest
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID
from signage_http.cli import main
from signage_http.wiring.settings import SettingsError, settings_from_env
from tests.support.serving import get_until_up, serve_portal, stop


def _key_file(path: Path) -> ec.EllipticCurvePrivateKey:
    key = ec.generate_private_key(ec.SECP256R1())
    path.write_bytes(
        key.private_bytes(
            serialization.Encoding.PEM,
            serialization.PrivateFormat.PKCS8,
            serialization.NoEncryption(),
        )
    )
    return key


def _self_signed(folder: Path) -> tuple[Path, Path]:
    """A certificate for 127.0.0.1 and localhost, signed by its own key."""
    cert_path, key_path = folder / "portal.crt", folder / "portal.key"
    key = _key_file(key_path)
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "localhost")])
    now = datetime.datetime.now(datetime.UTC)
    names = [x509.DNSName("localhost"), x509.IPAddress(ipaddress.ip_address("127.0.0.1"))]
    cert = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(minutes=5))
        .not_valid_after(now + datetime.timedelta(days=1))
        .add_extension(x509.SubjectAlternativeName(names), critical=False)
        .sign(key, hashes.SHA256())
    )
    cert_path.write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    return cert_path, key_path


@pytest.fixture
def pair(tmp_path: Path) -> tuple[Path, Path]:
    return _self_signed(tmp_path)


def test_serve_answers_https_with_the_certificate_it_was_given(tmp_path, pair):
    cert, key = pair
    tls = {"SIGNAGE_TLS_CERT": str(cert), "SIGNAGE_TLS_KEY": str(key)}
    process, lines, port = serve_portal(tmp_path / "data", settings=tls)
    try:
        assert f"https://127.0.0.1:{port}/client/" in lines[-1]
        trusted = ssl.create_default_context(cafile=str(cert))
        answer = get_until_up(f"https://127.0.0.1:{port}/api/config", verify=trusted)
        assert answer.status_code == 200
        assert answer.headers["strict-transport-security"].startswith("max-age=")
        with pytest.raises(httpx.TransportError):
            httpx.get(f"http://127.0.0.1:{port}/api/config", timeout=5)
    finally:
        stop(process)


def test_without_the_settings_the_portal_speaks_plain_http():
    settings = settings_from_env({})
    assert not settings.tls.enabled
    assert settings.base_url == "http://127.0.0.1:8000"


def test_a_certificate_without_its_key_is_refused(pair):
    cert, key = pair
    for env in ({"SIGNAGE_TLS_CERT": str(cert)}, {"SIGNAGE_TLS_KEY": str(key)}):
        with pytest.raises(SettingsError, match="set both or neither"):
            settings_from_env(env)


def test_a_missing_file_is_named(tmp_path, pair):
    cert, _ = pair
    env = {"SIGNAGE_TLS_CERT": str(cert), "SIGNAGE_TLS_KEY": str(tmp_path / "gone.key")}
    with pytest.raises(SettingsError, match=r"SIGNAGE_TLS_KEY: .*gone\.key is not a file"):
        settings_from_env(env)


def test_a_key_of_another_certificate_is_refused(tmp_path, pair):
    cert, _ = pair
    other = tmp_path / "other.key"
    _key_file(other)
    env = {"SIGNAGE_TLS_CERT": str(cert), "SIGNAGE_TLS_KEY": str(other)}
    with pytest.raises(SettingsError, match="not a PEM certificate and its key"):
        settings_from_env(env)


def test_serve_with_a_wrong_pair_says_so_in_one_line(tmp_path, pair, monkeypatch, capsys):
    _, key = pair
    monkeypatch.setenv("SIGNAGE_TLS_CERT", str(key))
    monkeypatch.setenv("SIGNAGE_TLS_KEY", str(key))
    assert main(["serve", "--data-dir", str(tmp_path / "data")]) == 2
    error = capsys.readouterr().err
    assert error.startswith("signage: SIGNAGE_TLS_CERT and SIGNAGE_TLS_KEY are not a PEM")
    assert not (tmp_path / "data").exists()
