"""Users, clients, licences and audit-log entries as the API shows them."""

from __future__ import annotations

from datetime import datetime

import msgspec

from signage_core.entities.clients import Client
from signage_core.entities.logs import UserLog
from signage_core.entities.users import User
from signage_core.rules.licence import LicenceState
from signage_core.usecases.clients.clients import ListedClient
from signage_core.usecases.files.stored_files import BrowserLinks
from signage_core.validation.time_zones import DEFAULT_ZONE


class UserView(msgspec.Struct, rename="camel"):
    id: str
    name: str
    phone: str
    email: str
    role: str
    status: bool
    created_at: datetime | None
    language: str
    """"en" or "es" once the user chose; "" before."""

    @classmethod
    def of(cls, user: User) -> UserView:
        return cls(
            user.id,
            user.name,
            user.phone,
            user.email,
            user.role.value,
            user.status,
            user.created_at,
            user.language,
        )


class ClientView(msgspec.Struct, rename="camel"):
    id: str
    business_name: str
    contact_name: str
    phone: str
    company_email: str
    website: str
    type_business: str
    package_code: str
    package_id: str
    location_number: str
    username: str
    status: bool
    created_at: datetime | None
    updated_at: datetime | None
    expire_date: datetime | None
    logo_url: str
    user_id: str
    time_zone: str
    """The client's IANA zone ('UTC' when it has none)."""

    @classmethod
    def of(cls, c: Client, links: BrowserLinks) -> ClientView:
        """The client with a short-lived logo link (`BrowserLinks`), not the stored one."""
        return cls(
            c.id, c.business_name, c.contact_name, c.phone, c.company_email, c.website,
            c.type_business, c.package_code, c.package_id, c.location_number, c.username,
            c.status, c.created_at, c.updated_at, c.expire_date, links(c.logo_url), c.user_id,
            c.time_zone or DEFAULT_ZONE,
        )  # fmt: skip

    @classmethod
    def maybe(cls, c: Client | None, links: BrowserLinks) -> ClientView | None:
        return None if c is None else cls.of(c, links)


class LicenceView(msgspec.Struct, rename="camel"):
    expired: bool
    trial: bool
    days_left: int
    expire_date: datetime | None

    @classmethod
    def of(cls, state: LicenceState) -> LicenceView:
        return cls(state.expired, state.trial, state.days_left, state.expire_date)

    @classmethod
    def maybe(cls, state: LicenceState | None) -> LicenceView | None:
        return None if state is None else cls.of(state)


class ClientLicenceView(LicenceView, rename="camel"):
    """GET /api/licence: the spec's licence state and what it does to the client's screens
    (issue 27): `screensStopAt` (the end plus `graceDays`), `screensStopInDays` (the
    countdown, from 7 days before the end until they stop; else null) and `screensSuspended`
    (null while they play, else why: "licenceEnded", "clientDeactivated", "ownerDeactivated")."""

    screens_stop_at: datetime | None = None
    screens_stop_in_days: int | None = None
    grace_days: int | None = None
    screens_suspended: str | None = None

    @classmethod
    def of(cls, state: LicenceState) -> ClientLicenceView:
        view = cls(state.expired, state.trial, state.days_left, state.expire_date)
        if (screens := state.screens) is not None:
            view.screens_stop_at, view.grace_days = screens.stop_at, screens.grace_days
            view.screens_stop_in_days = screens.stop_in_days
            view.screens_suspended = screens.suspended.value if screens.suspended else None
        return view


class ListedClientView(ClientView, rename="camel"):
    """A client of Manage Clients: the client with its licence state."""

    licence: LicenceView

    @classmethod
    def listed(cls, item: ListedClient, links: BrowserLinks) -> ListedClientView:
        fields = msgspec.structs.asdict(ClientView.of(item.client, links))
        return cls(**fields, licence=LicenceView.of(item.licence))


class LocationView(msgspec.Struct, rename="camel"):
    latitude: float
    longitude: float
    accuracy: float


class UserLogView(msgspec.Struct, rename="camel"):
    id: str
    user_id: str
    action: str
    login_time: datetime | None
    logout_time: datetime | None
    session_duration: int | None
    action_date_time: datetime
    note: str
    client_type: str
    user_status: str
    location_status: str | None
    location: LocationView | None
    location_error: str
    login_session_id: str

    @classmethod
    def of(cls, log: UserLog) -> UserLogView:
        where = log.location
        location = LocationView(where.latitude, where.longitude, where.accuracy) if where else None
        status = log.location_status.value if log.location_status else None
        return cls(
            log.id, log.user_id, log.action.value, log.login_time, log.logout_time,
            log.session_duration, log.action_date_time, log.note, log.client_type,
            log.user_status, status, location, log.location_error, log.login_session_id,
        )  # fmt: skip
