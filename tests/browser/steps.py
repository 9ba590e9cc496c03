"""What a person does in the portal, step by step, and the arranging done through the API.

Elements are found by role and label, as a person finds them.
"""

from __future__ import annotations

import re
import uuid
from dataclasses import dataclass, replace
from datetime import UTC, datetime, timedelta
from decimal import Decimal
from typing import Any

from playwright.sync_api import ConsoleMessage, Page, Response, expect
from tests.support.pages import every_item, items
from tests.support.portal import Portal

PASSWORD = "s3cret-pass"


@dataclass(frozen=True)
class Account:
    name: str
    phone: str
    email: str
    password: str = PASSWORD


@dataclass(frozen=True)
class Business:
    business_name: str
    contact_name: str
    phone: str
    company_email: str
    location_number: str = "3"


def new_account(first_name: str) -> Account:
    tag = uuid.uuid4().hex[:8]
    return Account(f"{first_name} Rivera", "5550100123", f"{first_name.lower()}-{tag}@example.com")


def business_of(account: Account, name: str = "Corner Bakery") -> Business:
    return Business(f"{name} {account.email.split('@')[0]}", account.name, "5550199", account.email)


def toast(page: Page, message: str) -> Any:
    """A notification with exactly this text."""
    return page.get_by_role("status").get_by_text(message, exact=True)


def path_is(page: Page, path: str) -> None:
    expect(page).to_have_url(re.compile(re.escape(f"/client{path}") + r"/?(\?.*)?$"))


# --- Login screen and registration ---------------------------------------------------------


def register(page: Page, account: Account) -> None:
    page.goto("/client/register")
    page.get_by_label("Full Name").fill(account.name)
    page.get_by_label("Phone").fill(account.phone)
    page.get_by_label("Email", exact=True).fill(account.email)
    page.get_by_label("Password", exact=True).fill(account.password)
    page.get_by_role("button", name="Register").click()
    expect(toast(page, "Registration successful!")).to_be_visible()
    path_is(page, "/login")


def submit_login(page: Page, email: str, password: str) -> None:
    if "/client/login" not in page.url:
        page.goto("/client/login")
    # A person types once the Login screen is there: after a client-side navigation the URL
    # changes first and the previous screen stays until the login chunk has loaded.
    expect(page.get_by_role("form", name="Login")).to_be_visible()
    page.get_by_label("Email", exact=True).fill(email)
    page.get_by_label("Password", exact=True).fill(password)
    page.get_by_role("button", name="Login", exact=True).click()


def log_in(page: Page, email: str, password: str) -> None:
    """Log in and wait for the portal to open (dashboard or Add Client): its top bar's LogOff,
    which stays, where the "Successful login" toast (checked by the journeys of the login
    itself) is gone after 5 s and may be missed by a slow look. Fails naming what the page
    said, what the API answered and what the console reported when the portal does not open."""
    answers: list[str] = []
    console: list[str] = []

    def answered(response: Response) -> None:
        if "/api/" in response.url:
            answers.append(f"{response.request.method} {response.url} -> {response.status}")

    def reported(message: ConsoleMessage) -> None:
        if message.type in ("error", "warning"):
            console.append(f"{message.type}: {message.text}")

    page.on("response", answered)
    page.on("console", reported)
    try:
        submit_login(page, email, password)
        opened = page.get_by_role("banner").get_by_role("button", name="LogOff")
        try:
            expect(opened).to_be_attached()
        except AssertionError as error:
            said = [
                *page.get_by_role("status").all_inner_texts(),
                *page.get_by_role("alert").all_inner_texts(),
            ]
            raise AssertionError(
                f"the portal did not open after Login; the page says {said}, at {page.url}; "
                f"the API answered {answers}; the console said {console}"
            ) from error
    finally:
        page.remove_listener("response", answered)
        page.remove_listener("console", reported)


def log_off(page: Page) -> None:
    page.get_by_role("banner").get_by_role("button", name="LogOff").click()
    path_is(page, "/login")


# --- Arranging through the HTTP API ----------------------------------------------------------


def register_by_api(portal: Portal, account: Account) -> str:
    """A self-registered Client; its user id."""
    body = {"name": account.name, "phone": account.phone, "email": account.email}
    with portal.api() as api:
        response = api.post("/api/auth/register", json={**body, "password": account.password})
        response.raise_for_status()
        user_id: str = response.json()["id"]
        return user_id


def package_id(api: Any, code: str) -> str:
    packages = api.get("/api/packages").json()
    return next(package["id"] for package in packages if package["packageCode"] == code)


def paid_in_cash(portal: Portal, client_id: str, package_code: str, reference: str) -> None:
    """Staff record a cash payment of the package `package_code` for the client."""
    with portal.admin_api() as admin:
        body = {"clientId": client_id, "packageId": package_id(admin, package_code)}
        body |= {"paymentMethod": "Cash", "paymentReference": reference}
        admin.post("/api/payments", json=body).raise_for_status()


def client_with_profile(portal: Portal, first_name: str) -> tuple[Account, dict[str, Any]]:
    """A registered Client with a completed client profile (a trial): account and client."""
    account = new_account(first_name)
    register_by_api(portal, account)
    business = business_of(account)
    with portal.api(account.email, account.password) as api:
        form = {
            "businessName": business.business_name,
            "contactName": business.contact_name,
            "phone": business.phone,
            "companyEmail": business.company_email,
            "website": "",
            "typeBusiness": "Business Office",
            "packageId": package_id(api, "Basic"),
            "locationNumber": business.location_number,
            "password": account.password,
        }
        response = api.post("/api/clients", json=form)
        response.raise_for_status()
        client: dict[str, Any] = response.json()
    return account, client


def expire_licence(portal: Portal, client_id: str) -> None:
    """Move the client's Expire_date to yesterday (no screen can make a licence expire)."""
    yesterday = datetime.now(UTC) - timedelta(days=1)
    documents = portal.documents()
    try:
        documents.clients.update(client_id, lambda client: replace(client, expire_date=yesterday))
    finally:
        documents.close()


def end_licence(portal: Portal, client_id: str, days_ago: float) -> None:
    """Move the client's Expire_date `days_ago` days into the past (time passing, for the
    licence; the server's clock is the real one)."""
    ended = datetime.now(UTC) - timedelta(days=days_ago)
    documents = portal.documents()
    try:
        documents.clients.update(client_id, lambda client: replace(client, expire_date=ended))
    finally:
        documents.close()


def add_package(portal: Portal, code: str, days: int, price: str) -> None:
    """A package of the catalogue beside the seeded ones (those all last 30 days)."""
    from signage_core.entities.catalogue import Package

    package = Package(f"package-{code.lower()}", code, f"{days} days", Decimal(price), 1, days)
    documents = portal.documents()
    try:
        documents.catalogue.save_package(package)
    finally:
        documents.close()


def user_id_of(portal: Portal, email: str) -> str:
    with portal.admin_api() as api:
        users = every_item(api, "/api/users", q=email)
    return next(user["id"] for user in users if user["email"].lower() == email.lower())


def user_logs(portal: Portal, user_id: str) -> list[dict[str, Any]]:
    with portal.admin_api() as api:
        response = api.get("/api/user-logs", params={"userId": user_id, "limit": 100})
        response.raise_for_status()
        logs: list[dict[str, Any]] = items(response.json())
        return logs


# --- Client screens --------------------------------------------------------------------------


def go_to(page: Page, *menu_path: str) -> None:
    """Choose an item of the side menu (a group such as Settings first, when given)."""
    menu = page.get_by_role("navigation", name="Main menu")
    for group in menu_path[:-1]:
        button = menu.get_by_role("button", name=group)
        if button.get_attribute("aria-expanded") != "true":
            button.click()
    menu.get_by_role("link", name=menu_path[-1], exact=True).click()


def heading(page: Page, name: str) -> Any:
    return page.get_by_role("heading", name=name, level=1)


def stat(page: Page, label: str) -> Any:
    """The figure shown after a label (a dashboard statistic, a licence detail)."""
    term = page.get_by_role("term").filter(has_text=re.compile(f"^{re.escape(label)}$"))
    return term.locator("xpath=following-sibling::dd[1]")


def us_date(moment: datetime) -> str:
    """mm/dd/yyyy, as the portal shows dates (spec §9)."""
    return moment.strftime("%m/%d/%Y")


def confirm_password(page: Page, password: str) -> Any:
    """Type a password into the Confirm Password modal and confirm; the modal."""
    modal = page.get_by_role("dialog", name="Confirm Password")
    modal.get_by_label("Password", exact=True).fill(password)
    modal.get_by_role("button", name="Confirm").click()
    return modal


def access_denied(page: Page) -> Any:
    return page.get_by_role("alertdialog", name="Access denied")


def user_emails(portal: Portal) -> set[str]:
    with portal.admin_api() as api:
        return {user["email"].lower() for user in every_item(api, "/api/users")}


def fill_business(page: Page, business: Business) -> None:
    """The client / business form (Add Client, Business Information)."""
    form = page.get_by_role("form", name="Add Client")
    form.get_by_label("Business Name").fill(business.business_name)
    form.get_by_label("Contact Name").fill(business.contact_name)
    form.get_by_label("Phone").fill(business.phone)
    form.get_by_label("Company Email").fill(business.company_email)
    form.get_by_label("Type of Business").select_option("Restaurant")
    form.get_by_label("Package").select_option(label="Basic — 1 TV screen, 30 days ($19.99/month)")
    form.get_by_label("Location Number").fill(business.location_number)


# --- The TV player -------------------------------------------------------------------------


def pairing_code(tv: Page) -> str:
    """The code a TV shows while it waits to be added (the player, opened or sent back)."""
    expect(tv.get_by_role("heading", name="Pair this screen")).to_be_visible()
    code = tv.get_by_label("Pairing code")
    expect(code).to_have_text(re.compile(r"^[A-Z0-9]{4}-[A-Z0-9]{4}$"))
    return code.inner_text()


# --- Screens -------------------------------------------------------------------------------

ONE_SCREEN_LIMIT = (
    "Your package allows 1 screen. Choose a package with more TVs under Subscriptions to add more."
)


def expect_screen_limit(page: Page, reached: bool) -> None:
    """Add Screen is off, described by the package's limit, once the client has as many
    screens as its Basic package's one TV; on while there is room."""
    add = page.get_by_role("button", name="Add Screen")
    if reached:
        expect(add).to_be_disabled()
        expect(page.get_by_text(ONE_SCREEN_LIMIT)).to_be_visible()
        expect(add).to_have_accessible_description(ONE_SCREEN_LIMIT)
    else:
        expect(add).to_be_enabled()
        expect(page.get_by_text(ONE_SCREEN_LIMIT)).to_have_count(0)
