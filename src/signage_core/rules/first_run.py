"""The first-run checklist: what a new client has done of the five first steps."""

from __future__ import annotations

from dataclasses import dataclass

from signage_core.entities.clients import Client

PROFILE_FIELDS = (
    "business_name",
    "contact_name",
    "phone",
    "company_email",
    "type_business",
    "package_code",
    "location_number",
)
"""The business form's required fields (spec §5): all filled, the profile is complete."""


@dataclass(frozen=True, slots=True)
class FirstRun:
    """Each step done or not: business profile, logo, first media, first playlist, first TV."""

    profile: bool
    logo: bool
    media: bool
    playlist: bool
    screen: bool

    @property
    def done(self) -> bool:
        return all((self.profile, self.logo, self.media, self.playlist, self.screen))


def profile_complete(client: Client) -> bool:
    return all(str(getattr(client, field)).strip() for field in PROFILE_FIELDS)


def first_run(client: Client, medias: int, playlists: int, screens: int) -> FirstRun:
    """The steps done, from the client and how many medias, playlists and screens it has."""
    return FirstRun(
        profile=profile_complete(client),
        logo=bool(client.logo_url),
        media=medias > 0,
        playlist=playlists > 0,
        screen=screens > 0,
    )
