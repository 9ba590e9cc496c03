"""Helpers of the HTTP tests: a signed-in TestClient that carries the CSRF header, and a
world of users with and without client profiles built through the ports."""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime, timedelta
from decimal import Decimal
from pathlib import Path
from typing import Any

from litestar import Litestar
from litestar.testing import TestClient
from signage_adapters.documents.query import Query
from signage_adapters.documents.repositories.bundle import document_store
from signage_adapters.documents.repositories.security import ATTEMPTS

from signage_core.entities.catalogue import Business, Package
from signage_core.entities.clients import Client
from signage_core.entities.payments import Payment, PaymentMethod
from signage_core.entities.users import Role, User
from signage_core.ids import new_id

START = datetime(2025, 1, 15, 12, 0, tzinfo=UTC)
PASSWORD = "secret-pass-1"
CSRF_COOKIE = "csrftoken"
CSRF_HEADER = "X-CSRFToken"


class Api(TestClient[Litestar]):
    """A TestClient that fetches a CSRF cookie first and sends it back as the header."""

    def prime_csrf(self) -> None:
        self.get("/api/config")

    def from_address(self, host: str) -> Api:
        """Every request of this client comes from `host` (the TestClient's own is
        'testclient'), as the server's peer address."""
        transport: Any = self._transport
        parse = transport.parse_request

        def parse_from_host(request: Any) -> Any:
            scope = parse(request)
            scope["client"] = (host, 50000)
            return scope

        transport.parse_request = parse_from_host
        return self

    def request(self, method: str, url: Any, **kwargs: Any) -> Any:  # type: ignore[override]
        token = self.cookies.get(CSRF_COOKIE)
        if token and method.upper() not in {"GET", "HEAD", "OPTIONS"}:
            headers = dict(kwargs.pop("headers", None) or {})
            headers.setdefault(CSRF_HEADER, token)
            kwargs["headers"] = headers
        return super().request(method, url, **kwargs)

    def login(self, email: str, password: str = PASSWORD) -> Any:
        self.prime_csrf()
        answer = self.post("/api/auth/login", json={"email": email, "password": password})
        assert answer.status_code == 200, answer.text
        return answer.json()


@dataclass
class World:
    """What the tests build on: ports to seed data, and a factory of API clients."""

    app: Litestar
    backend: Any
    """A MemoryBackend, or the Adapters of another backend: both expose the ports."""
    serial: itertools.count[int] = field(default_factory=itertools.count)

    def client(self, address: str = "") -> Api:
        """A client of the app; from `address` when given (else 'testclient')."""
        api = Api(app=self.app)
        return api.from_address(address) if address else api

    @property
    def clock(self) -> Any:
        return self.backend.clock

    def email(self, handle: str) -> str:
        """A fresh address: the app and its backend are shared by every test of a session."""
        return f"{handle}.{next(self.serial)}@example.com"

    def signed_in(self, who: User | str, password: str = PASSWORD) -> Api:
        api = self.client()
        api.login(who.email if isinstance(who, User) else who, password)
        return api

    def add_user(self, handle: str, role: Role = Role.CLIENT, *, status: bool = True) -> User:
        email = self.email(handle)
        uid = self.backend.identity.create_account(email, PASSWORD)
        name = handle.title()
        user = User(uid, name, "5550001111", email, role, status, created_at=START)
        self.backend.documents.users.save(user)
        return user

    def add_client(self, user: User, *, expires_in_days: float = 30, **fields: Any) -> Client:
        client = Client(
            id=new_id(),
            business_name=fields.pop("business_name", f"{user.name} Shop"),
            contact_name=user.name,
            phone="5550001111",
            company_email=user.email,
            user_id=user.id,
            type_business="Business Office",
            package_code="Basic",
            package_id="pkg-basic",
            location_number="1",
            created_at=START,
            expire_date=self.backend.clock.now() + timedelta(days=expires_in_days),
            **fields,
        )
        self.backend.documents.clients.save(client)
        return client

    def add_payment(self, client: Client, package_id: str = "pkg-basic") -> None:
        """A payment of `client` on record (its trial over: its package's Units apply), its
        Expire_date unchanged."""
        payment = Payment(
            new_id(), client.id, package_id, "Basic", Decimal("19.99"), 1, client.expire_date,
            self.backend.clock.now().date(), PaymentMethod.CASH,
        )  # fmt: skip
        self.backend.documents.payments.save(payment)

    def forget_attempts(self) -> None:
        """Forget every throttle's attempts: the shared app sees every TestClient at one
        client address ('testclient'), so failed sign-ins would add up across tests."""
        store = document_store(self.backend.documents)
        for doc_id, _ in store.find(Query(ATTEMPTS)):
            store.delete(ATTEMPTS, doc_id)

    def seed_catalogue(self) -> None:
        catalogue = self.backend.documents.catalogue
        catalogue.save_business(Business("biz", ("Business Office", "Restaurant")))
        for code, units, price, plan in (
            ("Premium", 10, "129.99", ""),
            ("Basic", 1, "19.99", "P-BASIC"),
            ("Standard", 3, "49.99", ""),
        ):
            package_id = f"pkg-{code.lower()}"
            description = f"{code} plan"
            catalogue.save_package(
                Package(package_id, code, description, Decimal(price), units, 30, plan)
            )


def local_world_at(root: Path, *, memory_mail: bool = False) -> World:
    """The app on the embedded local backend (SQLite and files) in `root`; its mail in a
    MemoryMailer, as on the memory backend, with `memory_mail` (else in the outbox)."""
    from argon2 import PasswordHasher
    from signage_adapters.local.identity import LocalIdentity
    from signage_adapters.memory.clock import ManualClock
    from signage_adapters.memory.mail import MemoryMailer
    from signage_http.app import create_app
    from signage_http.wiring.composition import build_backend
    from signage_http.wiring.settings import Settings

    settings = Settings(backend="local", data_dir=root / "data", webapp_dir=root / "web")
    backend = build_backend(settings, clock=ManualClock(START))
    cheap = PasswordHasher(time_cost=1, memory_cost=1024, parallelism=1)  # test speed only
    identity = LocalIdentity(backend.documents.db, backend.clock, hasher=cheap)
    backend = replace(backend, identity=identity)
    if memory_mail:
        backend = replace(backend, mailer=MemoryMailer())
    world = World(app=create_app(settings, backend), backend=backend)
    world.seed_catalogue()
    return world


def fetch_file(api: Api, url: str) -> Any:
    """A stored file's link as a browser follows it: the portal's own `/files/...` links
    through the app, a Cloud Storage link (the Firebase backend) from the storage itself."""
    if url.startswith("/") or url.startswith(str(api.base_url)):
        return api.get(url)
    import httpx

    return httpx.get(url, timeout=30)


def link_is_dead(api: Api, url: str) -> bool:
    """The link opens nothing: the portal refuses it (403), Cloud Storage has no object (404)."""
    answer = fetch_file(api, url)
    own = url.startswith("/") or url.startswith(str(api.base_url))
    return bool(answer.status_code == (403 if own else 404))
