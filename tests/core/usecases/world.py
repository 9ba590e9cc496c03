"""A running portal on the in-memory adapters, with helpers to populate it.

Shared by the use-case service tests and the property tests (`tests.core.usecases.world`).
"""

from __future__ import annotations

from datetime import UTC, datetime
from decimal import Decimal

from signage_adapters.memory.backend import memory_backend
from signage_adapters.memory.clock import ManualClock
from signage_http.wiring.portal import Portal

from signage_core.entities.catalogue import Business, Package
from signage_core.entities.clients import Client
from signage_core.entities.media import Media
from signage_core.entities.payments import Payment, PaymentMethod
from signage_core.entities.two_factor import StaffTwoFactor
from signage_core.entities.users import Actor, Role, User
from signage_core.ids import new_id
from signage_core.usecases import Upload

START = datetime(2025, 3, 10, 9, 30, tzinfo=UTC)
PASSWORD = "secret1"
RESET_URL = "https://portal.example/client/login"
YOUTUBE_URL = "https://www.youtube.com/watch?v=dQw4w9WgXcQ"


SIGNATURES = {
    "image/png": b"\x89PNG\r\n\x1a\n",
    "image/jpeg": b"\xff\xd8\xff\xe0",
    "video/mp4": b"\x00\x00\x00\x18ftypmp42",
    "image/gif": b"GIF89a",
}


def signed(data: bytes, kind: str = "image/png") -> bytes:
    """`data` behind the leading bytes of a real file of `kind`, as the core checks them."""
    return SIGNATURES[kind] + data


def upload(data: bytes = b"-data", name: str = "photo.png", kind: str = "image/png"):
    """An upload whose content starts like a real file of `kind`, followed by `data`."""
    content = signed(data, kind)
    return Upload(filename=name, content_type=kind, size=len(content), chunks=[content])


class World:
    def __init__(
        self, start: datetime = START, staff_two_factor: StaffTwoFactor = StaffTwoFactor.OFFERED
    ) -> None:
        self.clock = ManualClock(start)
        self.backend = memory_backend(self.clock, scrypt_n=2**4)
        self.docs = self.backend.documents
        self.blobs = self.backend.blobs
        self.identity = self.backend.identity
        self.mailer = self.backend.mailer
        portal = Portal(
            self.backend,
            self.backend.services(),
            reset_base_url=RESET_URL,
            staff_two_factor=staff_two_factor,
        )
        self.uc = portal.use_cases
        self.basic = self._package("pkg-basic", "BASIC", "9.99", days=30)
        self.pro = self._package("pkg-pro", "PRO", "24.50", days=90)
        self.premium = self._package("pkg-premium", "PREMIUM", "80.00", days=365)
        self.docs.catalogue.save_business(Business("b1", ("Retail", "Business Office", "Gym")))

    def _package(self, package_id: str, code: str, price: str, days: int) -> Package:
        package = Package(package_id, code, f"{code} plan", Decimal(price), 1, days, f"P-{code}")
        self.docs.catalogue.save_package(package)
        return package

    def staff(self, role: Role = Role.ADMIN, email: str = "admin@example.com") -> Actor:
        uid = self.identity.create_account(email, PASSWORD)
        name = f"{role} Person"
        self.docs.users.save(User(uid, name, "5550100", email, role, created_at=self.clock.now()))
        return Actor(uid, role, email, name)

    def signup(self, email: str = "ann@example.com", name: str = "Ann Client") -> Actor:
        form = {"name": name, "phone": "5550101", "email": email, "password": PASSWORD}
        user = self.uc.register()(form)
        return Actor(user.id, Role.CLIENT, user.email, user.name)

    def customer(self, email: str = "ann@example.com", **form: object) -> tuple[Actor, Client]:
        actor = self.signup(email)
        return actor, self.uc.create_client()(actor, client_form(password=PASSWORD, **form))

    def pay(self, client: Client, package: Package | None = None) -> Payment:
        """A payment of `client` on record (its trial over), its Expire_date unchanged."""
        package = package or self.basic
        payment = Payment(
            new_id(), client.id, package.id, package.code, package.price, package.units,
            client.expire_date, self.clock.now().date(), PaymentMethod.CASH,
        )  # fmt: skip
        self.docs.payments.save(payment)
        return payment

    def add_image(self, actor: Actor, name: str = "Poster", data: bytes = b"img") -> Media:
        form = {"name": name, "assetType": "image", "duration": "10"}
        return self.uc.add_media()(actor, form, file=upload(data))

    def add_youtube(self, actor: Actor, name: str = "Clip", duration: float = 30) -> Media:
        form = {"name": name, "assetType": "youtube", "duration": duration}
        return self.uc.add_media()(actor, {**form, "youtubeUrl": YOUTUBE_URL})


def client_form(**overrides: object) -> dict[str, object]:
    form: dict[str, object] = {
        "businessName": "Ann's Bakery",
        "contactName": "Ann",
        "phone": "5550101",
        "companyEmail": "bakery@example.com",
        "website": "https://bakery.example",
        "typeBusiness": "Retail",
        "packageId": "pkg-basic",
        "locationNumber": "3",
    }
    return {**form, **overrides}
