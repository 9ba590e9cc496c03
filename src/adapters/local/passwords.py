"""Password hashing for the local identity: argon2id with bounded memory and concurrency.

argon2-cffi's defaults take 64 MiB per hash, so eight logins at once took over 400 MiB. The
portal's parameters follow OWASP's argon2id recommendation (19 MiB, 2 passes, 1 lane), and
every hash runs on one of `MAX_CONCURRENT_HASHES` threads kept for hashing; the others wait
their turn. (A semaphore alone is not enough: each request thread that hashed once keeps its
own malloc arena of that size.) Hashes made with
other parameters still verify (argon2 reads them from the hash), and are rehashed with these
at the next successful login.
"""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError

MEMORY_KIB = 19 * 1024
TIME_COST = 2
PARALLELISM = 1
MAX_CONCURRENT_HASHES = 2


def portal_hasher() -> PasswordHasher:
    return PasswordHasher(time_cost=TIME_COST, memory_cost=MEMORY_KIB, parallelism=PARALLELISM)


class BoundedPasswords:
    """hash / verify / needs_rehash over one `PasswordHasher`, on a few threads of its own."""

    def __init__(self, hasher: PasswordHasher, limit: int = MAX_CONCURRENT_HASHES) -> None:
        self._hasher = hasher
        self._threads = ThreadPoolExecutor(limit, thread_name_prefix="argon2")

    def hash(self, password: str) -> str:
        return self._threads.submit(self._hasher.hash, password).result()

    def verify(self, hashed: str, password: str) -> bool:
        """False for a wrong password or a hash argon2 cannot read."""
        return self._threads.submit(self._verify, hashed, password).result()

    def _verify(self, hashed: str, password: str) -> bool:
        try:
            return self._hasher.verify(hashed, password)
        except (VerificationError, InvalidHashError):
            return False

    def needs_rehash(self, hashed: str) -> bool:
        return self._hasher.check_needs_rehash(hashed)
