"""Client (business) profiles."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime


@dataclass(frozen=True, slots=True)
class Client:
    """A `clients` document; `expire_date` is stored as Expire_date.

    `logo_path` names the stored logo object (so a new upload can delete the old file); it is
    empty for logos uploaded before it existed. `time_zone` is the IANA name its schedules
    are read in ('' for a client saved before it existed: UTC)."""

    id: str
    business_name: str
    contact_name: str
    phone: str
    company_email: str
    user_id: str
    website: str = ""
    type_business: str = ""
    package_code: str = ""
    package_id: str = ""
    location_number: str = ""
    username: str = ""
    status: bool = True
    created_at: datetime | None = None
    updated_at: datetime | None = None
    expire_date: datetime | None = None
    logo_url: str = ""
    logo_path: str = ""
    time_zone: str = ""
