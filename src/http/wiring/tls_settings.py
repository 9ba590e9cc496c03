"""`signage serve` over https: `SIGNAGE_TLS_CERT` and `SIGNAGE_TLS_KEY` name a PEM certificate
(chain) and its private key, which uvicorn loads. Both or neither; they are loaded once here,
so a wrong pair is refused with one line before anything starts."""

from __future__ import annotations

import ssl
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path


class TlsError(ValueError):
    """The certificate settings cannot serve https (the message names what is wrong)."""


@dataclass(frozen=True, slots=True)
class TlsSettings:
    cert: Path | None = None
    key: Path | None = None

    @property
    def enabled(self) -> bool:
        return self.cert is not None


def tls_from_env(env: Mapping[str, str]) -> TlsSettings:
    cert = env.get("SIGNAGE_TLS_CERT", "").strip()
    key = env.get("SIGNAGE_TLS_KEY", "").strip()
    if not cert and not key:
        return TlsSettings()
    if not cert or not key:
        raise TlsError("SIGNAGE_TLS_CERT and SIGNAGE_TLS_KEY go together: set both or neither")
    settings = TlsSettings(Path(cert), Path(key))
    check_pair(settings)
    return settings


def check_pair(settings: TlsSettings) -> None:
    """The two files exist, are readable and hold a certificate and its own key."""
    for name, path in (("SIGNAGE_TLS_CERT", settings.cert), ("SIGNAGE_TLS_KEY", settings.key)):
        if path is None or not path.is_file():
            raise TlsError(f"{name}: {path} is not a file")
        try:
            path.open("rb").close()
        except OSError as error:
            raise TlsError(f"{name}: {path} cannot be read ({error.strerror})") from None
    try:
        ssl.create_default_context(ssl.Purpose.CLIENT_AUTH).load_cert_chain(
            str(settings.cert), str(settings.key)
        )
    except ssl.SSLError as error:
        pair = "SIGNAGE_TLS_CERT and SIGNAGE_TLS_KEY"
        raise TlsError(f"{pair} are not a PEM certificate and its key ({error.reason})") from None
