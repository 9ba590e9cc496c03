"""First start: reference data (packages, business types) and the first Admin account.

Everything goes through the repository and identity ports, so it works on every backend.
"""

from __future__ import annotations

import os
import secrets
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path

from signage_http.backends import Adapters

from signage_core.entities.catalogue import DEFAULT_BUSINESS_TYPE, Business, Package
from signage_core.entities.users import Role, User
from signage_core.errors import DomainError, ValidationFailed
from signage_core.ports.catalogue_repository import CatalogueRepository
from signage_core.ports.identity_provider import IdentityError
from signage_core.usecases.identity_errors import identity_failure
from signage_core.validation.accounts import validate_registration

BUSINESS_TYPES = (
    DEFAULT_BUSINESS_TYPE, "Restaurant", "Retail Store", "Medical Office", "Hotel",
    "Gym", "Beauty Salon", "Bar", "Education", "Other",
)  # fmt: skip
PACKAGES = (
    ("Basic", "1 TV screen, 30 days", Decimal("19.99"), 1, 30),
    ("Standard", "Up to 3 TV screens, 30 days", Decimal("49.99"), 3, 30),
    ("Premium", "Up to 10 TV screens, 30 days", Decimal("129.99"), 10, 30),
)
FIRST_ADMIN_FILE = "admin-password.txt"


def seed_reference_data(catalogue: CatalogueRepository, plan_ids: dict[str, str]) -> bool:
    """Write the business types and the package catalogue where there are none; True when
    anything was written. `plan_ids` maps an upper-case package code to a PayPal plan id."""
    wrote = False
    if catalogue.business() is None:
        catalogue.save_business(Business(id="default", types=BUSINESS_TYPES))
        wrote = True
    if not catalogue.packages():
        for code, description, price, units, days in PACKAGES:
            plan = plan_ids.get(code.upper(), "")
            package_id = f"package-{code.lower()}"
            catalogue.save_package(Package(package_id, code, description, price, units, days, plan))
        wrote = True
    return wrote


@dataclass(frozen=True, slots=True)
class NewAccount:
    email: str
    password: str
    name: str
    phone: str
    role: Role


def _require_valid(account: NewAccount) -> None:
    """The registration rules (name, phone, email, password of at least 6)."""
    form = {"name": account.name, "phone": account.phone, "email": account.email}
    errors = validate_registration({**form, "password": account.password})
    if errors:
        raise ValidationFailed(errors)


def create_account(adapters: Adapters, account: NewAccount) -> User:
    """An identity account and its users document, created the way an Admin creates one."""
    _require_valid(account)
    try:
        uid = adapters.identity.create_account(account.email.strip(), account.password)
    except IdentityError as error:
        raise identity_failure(error) from error
    user = User(
        id=uid,
        name=account.name.strip(),
        phone=account.phone.strip(),
        email=account.email.strip(),
        role=account.role,
        status=True,
        created_at=adapters.clock.now(),
        created_by_admin=True,
    )
    adapters.documents.users.save(user)
    return user


def write_secret_file(path: Path, content: str) -> None:
    """Write `content` to a file only its owner can read (mode 0600 from the start)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as handle:
        handle.write(content + "\n")
    path.chmod(0o600)


def create_first_admin(adapters: Adapters, email: str) -> str | None:
    """When there is no user at all, create an Admin with a generated password and return
    the password; None when users exist already."""
    if adapters.documents.users.list_all():
        return None
    password = secrets.token_urlsafe(12)
    account = NewAccount(email, password, "Administrator", "0000000000", Role.ADMIN)
    try:
        create_account(adapters, account)
    except DomainError:
        return None
    return password
