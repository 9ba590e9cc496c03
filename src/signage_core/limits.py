"""Spec §9: the business constants and limits, one name each.

The core's validators and use cases read these, and so does the HTTP layer (its multipart
caps are derived from them); nothing else spells the numbers. Limits the spec leaves to the
browser (geolocation, toasts, modal timings, resumable chunk sizes) live in the web app.
"""

from __future__ import annotations

from datetime import timedelta
from typing import Final

MB: Final = 1024 * 1024

# Clients
NEW_CLIENT_TRIAL_DAYS: Final = 7
"""A new client's Expire_date is this many days after its creation."""
BUSINESS_NAME_MAX: Final = 120
CONTACT_NAME_MAX: Final = 100
CLIENT_PHONE_MAX: Final = 15
COMPANY_EMAIL_MAX: Final = 100
WEBSITE_MAX: Final = 100
LOCATION_NUMBER_MAX: Final = 3
"""locationNumber: at most 3 digits."""

# Accounts
NAME_MIN: Final = 2
NAME_MAX: Final = 80
"""Registration (and edit-user) name length, 2 to 80 characters."""
PASSWORD_MIN: Final = 6

# Throttling (ours, OWASP ASVS 2.2.1: docs/decisions.md)
SIGN_IN_FAILURES_PER_ACCOUNT: Final = 5
"""After this many failed sign-ins of one email from unknown browsers within the window,
sign-in from unknown browsers is refused; a browser the account signed in from before has
as many of its own (the default of a setting)."""
SIGN_IN_FAILURES_PER_ADDRESS: Final = 100
"""After this many failed sign-ins from one client address within the window, sign-in from
unknown browsers at that address is refused: well above the per-account limit, so one
person's typos do not lock out a shop or an office behind one NAT (the default of a
setting)."""
SIGN_IN_FAILURE_WINDOW: Final = timedelta(minutes=15)
RESET_MAILS_PER_REQUESTER: Final = 3
"""At most this many reset mails for one account within RESET_MAIL_WINDOW asked from one
place: one client address, or one browser the account signed in from before."""
RESET_MAILS_PER_ACCOUNT: Final = 10
"""At most this many reset mails per account within RESET_MAIL_WINDOW asked from client
addresses by unknown browsers, whatever the addresses (a browser the account signed in from
before is not held by it)."""
SECOND_STEP_WINDOW: Final = timedelta(minutes=5)
"""A sign-in whose password was right waits this long for its two-factor code."""
RESET_MAIL_WINDOW: Final = timedelta(hours=1)
RESET_REQUESTS_PER_ADDRESS: Final = 10
"""At most this many reset requests from one client address within RESET_MAIL_WINDOW, for
any emails (beyond: 429, which tells nothing about any account)."""

# Files
MAX_LOGO_BYTES: Final = 2 * MB
MAX_LOGO_SIDE: Final = 1920
"""A logo is at most 1920x1920 px."""
MAX_MEDIA_BYTES: Final = 10 * MB
MAX_MEDIA_PIXELS: Final = 40_000_000
"""Ours: an image sent as media (or as a video's thumbnail) is at most 40 megapixels, read
from its header before anything decodes it: an 8K frame (7680x4320) and a 36 MP photo fit
(docs/decisions.md, "Images decoded within bounds")."""
MAX_THUMBNAIL_BYTES: Final = 2 * MB
"""A video thumbnail (a 1280x720 JPEG made in the browser) is at most 2MB: ours, the spec
gives the thumbnail's size in pixels only (docs/decisions.md)."""
THUMBNAIL_WIDTH: Final = 1280
THUMBNAIL_HEIGHT: Final = 720
GRID_THUMBNAIL_SIZE: Final = (480, 270)
"""Ours: the server-made thumbnail of an image fits in 480x270 (a grid tile at twice the
density); grids show it instead of the original (docs/decisions.md)."""
MAX_STORED_NAME: Final = 100
"""Ours: an uploaded file's name is cut to its last 100 characters in a storage path."""

# Video-sharing links
YOUTUBE_BYTES_PER_SECOND: Final = 2048
"""A link's file size is estimated as its duration in seconds times 2048 bytes."""

# Links to stored files handed to browsers (ours, docs/decisions.md)
BROWSER_LINK_LIFETIME: Final = timedelta(hours=1)
"""A file link in an API answer opens for at least this long after it was handed out."""
BROWSER_LINK_WINDOW: Final = timedelta(minutes=30)
"""Answers within one window of this length hand out the same link (browsers cache it), so
a link opens for BROWSER_LINK_LIFETIME plus at most one window."""

# Links a manifest hands a screen's player (ours, docs/decisions.md)
PLAYER_LINK_LIFE: Final = timedelta(hours=48)
"""A player link opens at most this long, at least half of it (SIGNAGE_PLAYER_LINK_HOURS)."""
SCHEDULE_HORIZON_HOURS: Final = 72
"""How far ahead a manifest's schedule reaches by default (SIGNAGE_SCHEDULE_HORIZON_HOURS)."""

# Screens (ours, issue 15: docs/decisions.md)
PAIRING_CODE_LENGTH: Final = 8
"""A pairing code is 8 characters of `rules.screens.PAIRING_ALPHABET` (32^8, about 1.1e12
codes: the odds of a guess within a code's life are in docs/decisions.md, "Pairing that
can't be guessed")."""
PAIRING_LIFETIME: Final = timedelta(minutes=10)
"""A pairing code can be used this long after the box asked for it; once used, the box has
this long again to collect its device token."""
PAIRINGS_PER_ADDRESS: Final = 30
"""At most this many pairing codes per client address within PAIRING_WINDOW (boxes ask
anonymously; each code is a stored document)."""
PAIRING_WINDOW: Final = timedelta(hours=1)
PAIRING_CLAIM_FAILURES_PER_CLIENT: Final = 10
"""After this many refused pairing codes of one client within PAIRING_CLAIM_WINDOW, the
client's claims are refused (429) until the oldest leave the window."""
PAIRING_CLAIM_FAILURES_PER_ADDRESS: Final = 50
"""Likewise per client address, for all clients signed in there: higher, so a shop's or an
office's users behind one NAT are held by their own client's limit first."""
PAIRING_CLAIM_WINDOW: Final = timedelta(minutes=15)
"""Longer than PAIRING_LIFETIME, so no code's life sees more than one window's failures."""
PAIRINGS_SWEPT_AT_ONCE: Final = 20
"""At most this many expired pairings are deleted each time a box asks for a new code."""
SCREEN_NAME_MAX: Final = 60
GROUP_NAME_MAX: Final = 60
"""A screen group's name, trimmed, at most this many characters (like a screen's)."""
EMERGENCY_TEXT_MAX: Final = 200
"""An emergency message's text, trimmed, at most this many characters."""
GROUP_MEMBERS_MAX: Final = 1000
"""At most this many screen ids in one request naming a group's members."""
SCREEN_ONLINE_WINDOW: Final = timedelta(minutes=2)
"""A screen whose player fetched its playlist within this time is online."""
SCREEN_SEEN_EVERY: Final = timedelta(minutes=1)
"""A screen's lastSeenAt is written at most this often (well within SCREEN_ONLINE_WINDOW), so
a player's polls every 30 s cost a read, not a write, each."""
SCREENS_WITHOUT_PACKAGE: Final = 1
"""The screens a client may pair when it has no package (or its package is gone)."""

__all__ = [
    "BROWSER_LINK_LIFETIME",
    "BROWSER_LINK_WINDOW",
    "BUSINESS_NAME_MAX",
    "CLIENT_PHONE_MAX",
    "COMPANY_EMAIL_MAX",
    "CONTACT_NAME_MAX",
    "EMERGENCY_TEXT_MAX",
    "GRID_THUMBNAIL_SIZE",
    "GROUP_MEMBERS_MAX",
    "GROUP_NAME_MAX",
    "LOCATION_NUMBER_MAX",
    "MAX_LOGO_BYTES",
    "MAX_LOGO_SIDE",
    "MAX_MEDIA_BYTES",
    "MAX_MEDIA_PIXELS",
    "MAX_STORED_NAME",
    "MAX_THUMBNAIL_BYTES",
    "MB",
    "NAME_MAX",
    "NAME_MIN",
    "NEW_CLIENT_TRIAL_DAYS",
    "PAIRINGS_PER_ADDRESS",
    "PAIRINGS_SWEPT_AT_ONCE",
    "PAIRING_CLAIM_FAILURES_PER_ADDRESS",
    "PAIRING_CLAIM_FAILURES_PER_CLIENT",
    "PAIRING_CLAIM_WINDOW",
    "PAIRING_CODE_LENGTH",
    "PAIRING_LIFETIME",
    "PAIRING_WINDOW",
    "PASSWORD_MIN",
    "PLAYER_LINK_LIFE",
    "RESET_MAILS_PER_ACCOUNT",
    "RESET_MAILS_PER_REQUESTER",
    "RESET_MAIL_WINDOW",
    "RESET_REQUESTS_PER_ADDRESS",
    "SCHEDULE_HORIZON_HOURS",
    "SCREENS_WITHOUT_PACKAGE",
    "SCREEN_NAME_MAX",
    "SCREEN_ONLINE_WINDOW",
    "SCREEN_SEEN_EVERY",
    "SECOND_STEP_WINDOW",
    "SIGN_IN_FAILURES_PER_ACCOUNT",
    "SIGN_IN_FAILURES_PER_ADDRESS",
    "SIGN_IN_FAILURE_WINDOW",
    "THUMBNAIL_HEIGHT",
    "THUMBNAIL_WIDTH",
    "WEBSITE_MAX",
    "YOUTUBE_BYTES_PER_SECOND",
]
