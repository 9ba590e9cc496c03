"""Document ids, shaped like Firestore's automatic ids (20 alphanumeric characters)."""

from __future__ import annotations

import secrets
import string

_ALPHABET = string.ascii_letters + string.digits
ID_LENGTH = 20


def new_id() -> str:
    return "".join(secrets.choice(_ALPHABET) for _ in range(ID_LENGTH))
