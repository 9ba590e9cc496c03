"""Settings of the portal: built from CLI flags over `SIGNAGE_*` environment variables.

Only the composition root (`create_app`, the CLI) builds a `Settings`; nothing else reads the
environment.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from datetime import timedelta
from pathlib import Path
from typing import Any

from signage_adapters.archive.limits import MEMBER_MB, TOTAL_MB, ArchiveLimits
from signage_http.wiring.firebase_settings import FirebaseSettings, firebase_from_env
from signage_http.wiring.tls_settings import TlsError, TlsSettings, tls_from_env

from signage_core.entities.two_factor import StaffTwoFactor
from signage_core.limits import PLAYER_LINK_LIFE, SCHEDULE_HORIZON_HOURS
from signage_core.rules.screen_licence import ScreenPolicy
from signage_core.usecases.shared.throttle import SIGN_IN_LIMITS, SignInLimits

STAFF_TWO_FACTOR = tuple(rule.value for rule in StaffTwoFactor)
PLAYER_LINK_DAYS = 3650
MAX_PLAYER_LINK_DAYS = 36500
PLAYER_LINK_HOURS = int(PLAYER_LINK_LIFE.total_seconds()) // 3600
MAX_PLAYER_LINK_HOURS = 24 * 366
STATIC_DIR = Path(__file__).parents[1] / "static"
"""The built web app, inside the package (`signage_http/static`)."""
PLAYER_POLL_SECONDS = 10
"""A TV asks for its manifest this often: a change reaches 95% of the TVs within 9.5 s
(docs/decisions.md, "Changes reach the TVs by a conditional poll every 10 s")."""
PLAYER_POLL_RANGE = (2, 300)
EMERGENCY_MAX_HOURS = 24
MAX_SCHEDULE_HORIZON_HOURS = 24 * 14


class SettingsError(ValueError):
    """A setting has a value the portal cannot run with."""


@dataclass(frozen=True, slots=True)
class PayPalSettings:
    client_id: str = ""
    secret: str = ""
    environment: str = "sandbox"
    webhook_id: str = ""
    base_url: str = ""
    plan_ids: Mapping[str, str] = field(default_factory=dict)

    @property
    def configured(self) -> bool:
        return bool(self.client_id and self.secret)


@dataclass(frozen=True, slots=True)
class SmtpSettings:
    host: str = ""
    port: int = 587
    username: str = ""
    password: str = ""
    sender: str = "no-reply@localhost"
    starttls: bool = True

    @property
    def configured(self) -> bool:
        return bool(self.host)


@dataclass(frozen=True, slots=True)
class Settings:
    backend: str = "local"
    data_dir: Path = Path("signage-data")
    host: str = "127.0.0.1"
    port: int = 8000
    public_url: str = ""
    youtube_api_key: str = ""
    youtube_base_url: str = ""
    paypal: PayPalSettings = field(default_factory=PayPalSettings)
    smtp: SmtpSettings = field(default_factory=SmtpSettings)
    firebase: FirebaseSettings = field(default_factory=FirebaseSettings)
    tls: TlsSettings = field(default_factory=TlsSettings)
    """A certificate and key `signage serve` answers https with (tls_settings)."""
    webapp_dir: Path = STATIC_DIR
    admin_email: str = "admin@signage.local"
    session_max_age: int = 14 * 24 * 3600
    player_link_days: int = PLAYER_LINK_DAYS
    player_link_hours: int = PLAYER_LINK_HOURS
    """How long a manifest's links open (at least half of it; docs/operations.md)."""
    player_poll_seconds: int = PLAYER_POLL_SECONDS
    """How often a TV asks for its manifest (told in each manifest answer)."""
    access_log: bool = False
    sign_in_limits: SignInLimits = SIGN_IN_LIMITS
    """Failed sign-ins allowed in 15 minutes per account (and per remembered browser) and
    per client address (docs/operations.md)."""
    import_limits: ArchiveLimits = field(default_factory=ArchiveLimits)
    staff_two_factor: str = ""
    """"required" or "offered"; "" for the default (`staff_two_factor_rule`)."""
    screen_grace_days: int = 3
    """Days a client's screens play on after its licence ends (docs/operations.md)."""
    trial_screens: int = 1
    """Screens a client in trial (no payments yet) may pair, whatever its package."""
    emergency_max_hours: int = EMERGENCY_MAX_HOURS
    """How far ahead an emergency message's end time may be, at most (docs/operations.md)."""
    schedule_horizon_hours: int = SCHEDULE_HORIZON_HOURS
    """How far ahead a manifest's schedule reaches (docs/operations.md)."""
    verify_caches: bool = False
    """Check every kept read and answer against a fresh one (`signage_core.cache_checks`):
    slower, for tests and for hunting a stale answer."""

    def __post_init__(self) -> None:
        _check_backend(self.backend)
        if self.staff_two_factor not in ("", *STAFF_TWO_FACTOR):
            raise SettingsError(
                f"SIGNAGE_STAFF_TWO_FACTOR must be one of {', '.join(STAFF_TWO_FACTOR)}"
            )
        if not 1 <= self.player_link_days <= MAX_PLAYER_LINK_DAYS:
            raise SettingsError(
                f"SIGNAGE_PLAYER_LINK_TTL must be between 1 and {MAX_PLAYER_LINK_DAYS} days"
            )
        if not 2 <= self.player_link_hours <= MAX_PLAYER_LINK_HOURS:
            raise SettingsError(
                f"SIGNAGE_PLAYER_LINK_HOURS must be between 2 and {MAX_PLAYER_LINK_HOURS} hours"
            )

        low, high = PLAYER_POLL_RANGE
        if not low <= self.player_poll_seconds <= high:
            raise SettingsError(
                f"SIGNAGE_PLAYER_POLL_SECONDS must be between {low} and {high} seconds"
            )

    @property
    def base_url(self) -> str:
        """The URL the portal is reached at, without a trailing slash."""
        scheme = "https" if self.tls.enabled else "http"
        return (self.public_url or f"{scheme}://{self.host}:{self.port}").rstrip("/")

    @property
    def https(self) -> bool:
        return self.base_url.startswith("https://")

    @property
    def staff_two_factor_rule(self) -> StaffTwoFactor:
        """As set; by default required of staff on a portal with an https public address,
        offered on a local trial (http)."""
        if self.staff_two_factor:
            return StaffTwoFactor(self.staff_two_factor)
        return StaffTwoFactor.REQUIRED if self.https else StaffTwoFactor.OFFERED

    @property
    def screen_policy(self) -> ScreenPolicy:
        return ScreenPolicy(grace=timedelta(days=self.screen_grace_days),
                            trial_screens=self.trial_screens)  # fmt: skip

    @property
    def emergency_cap(self) -> timedelta:
        return timedelta(hours=self.emergency_max_hours)

    def with_overrides(self, **changes: Any) -> Settings:
        """A copy with the given fields replaced; None values are ignored (absent CLI flags)."""
        return replace(self, **{k: v for k, v in changes.items() if v is not None})


def _check_backend(name: str) -> None:
    """SettingsError unless a backend of that name is registered (`backend_registry`)."""
    from signage_http.wiring.backend_registry import REGISTRY, UnknownBackend

    try:
        REGISTRY.kind(name)
    except UnknownBackend as unknown:
        raise SettingsError(str(unknown)) from None


PLAN_PREFIX = "SIGNAGE_PAYPAL_PLAN_"


def _int(env: Mapping[str, str], key: str, default: int) -> int:
    raw = env.get(key, "").strip()
    if not raw:
        return default
    try:
        return int(raw)
    except ValueError:
        raise SettingsError(f"{key} must be a whole number, got {raw!r}") from None


def _at_least_one(env: Mapping[str, str], key: str, default: int) -> int:
    value = _int(env, key, default)
    if value < 1:
        raise SettingsError(f"{key} must be at least 1, got {value}")
    return value


def _at_least_zero(env: Mapping[str, str], key: str, default: int) -> int:
    value = _int(env, key, default)
    if value < 0:
        raise SettingsError(f"{key} must be 0 or more, got {value}")
    return value


def _sign_in_from_env(env: Mapping[str, str]) -> SignInLimits:
    return SignInLimits(
        per_account=_at_least_one(
            env, "SIGNAGE_SIGNIN_FAILURES_PER_ACCOUNT", SIGN_IN_LIMITS.per_account
        ),
        per_address=_at_least_one(
            env, "SIGNAGE_SIGNIN_FAILURES_PER_ADDRESS", SIGN_IN_LIMITS.per_address
        ),
    )


def _paypal_from_env(env: Mapping[str, str]) -> PayPalSettings:
    plans = {
        key.removeprefix(PLAN_PREFIX).upper(): value.strip()
        for key, value in env.items()
        if key.startswith(PLAN_PREFIX) and value.strip()
    }
    return PayPalSettings(
        client_id=env.get("SIGNAGE_PAYPAL_CLIENT_ID", ""),
        secret=env.get("SIGNAGE_PAYPAL_SECRET", ""),
        environment=env.get("SIGNAGE_PAYPAL_ENVIRONMENT", "sandbox") or "sandbox",
        webhook_id=env.get("SIGNAGE_PAYPAL_WEBHOOK_ID", ""),
        base_url=env.get("SIGNAGE_PAYPAL_BASE_URL", ""),
        plan_ids=plans,
    )


def _smtp_from_env(env: Mapping[str, str]) -> SmtpSettings:
    return SmtpSettings(
        host=env.get("SIGNAGE_SMTP_HOST", ""),
        port=_int(env, "SIGNAGE_SMTP_PORT", 587),
        username=env.get("SIGNAGE_SMTP_USERNAME", ""),
        password=env.get("SIGNAGE_SMTP_PASSWORD", ""),
        sender=env.get("SIGNAGE_SMTP_SENDER", "") or "no-reply@localhost",
        starttls=env.get("SIGNAGE_SMTP_STARTTLS", "true").strip().lower() != "false",
    )


def settings_from_env(env: Mapping[str, str] | None = None) -> Settings:
    """Settings from `SIGNAGE_*` variables (the process environment by default)."""
    env = os.environ if env is None else env
    webapp_dir = env.get("SIGNAGE_WEBAPP_DIR", "")
    return Settings(
        backend=(env.get("SIGNAGE_BACKEND", "") or "local").strip().lower(),
        data_dir=Path(env.get("SIGNAGE_DATA_DIR", "") or "signage-data"),
        host=env.get("SIGNAGE_HOST", "") or "127.0.0.1",
        port=_int(env, "SIGNAGE_PORT", 8000),
        public_url=env.get("SIGNAGE_PUBLIC_URL", ""),
        youtube_api_key=env.get("SIGNAGE_YOUTUBE_API_KEY", ""),
        youtube_base_url=env.get("SIGNAGE_YOUTUBE_BASE_URL", ""),
        paypal=_paypal_from_env(env),
        smtp=_smtp_from_env(env),
        firebase=firebase_from_env(env),
        tls=_tls_from_env(env),
        webapp_dir=Path(webapp_dir) if webapp_dir else STATIC_DIR,
        admin_email=env.get("SIGNAGE_ADMIN_EMAIL", "") or "admin@signage.local",
        player_link_days=_int(env, "SIGNAGE_PLAYER_LINK_TTL", PLAYER_LINK_DAYS),
        player_link_hours=_int(env, "SIGNAGE_PLAYER_LINK_HOURS", PLAYER_LINK_HOURS),
        player_poll_seconds=_int(env, "SIGNAGE_PLAYER_POLL_SECONDS", PLAYER_POLL_SECONDS),
        access_log=env.get("SIGNAGE_ACCESS_LOG", "").strip().lower() in ("true", "1", "yes"),
        sign_in_limits=_sign_in_from_env(env),
        import_limits=_import_limits(env),
        staff_two_factor=env.get("SIGNAGE_STAFF_TWO_FACTOR", "").strip().lower(),
        screen_grace_days=_at_least_zero(env, "SIGNAGE_SCREEN_GRACE_DAYS", 3),
        trial_screens=_at_least_one(env, "SIGNAGE_TRIAL_SCREENS", 1),
        emergency_max_hours=_at_least_one(env, "SIGNAGE_EMERGENCY_MAX_HOURS", EMERGENCY_MAX_HOURS),
        schedule_horizon_hours=_horizon(env),
        verify_caches=_flag(env, "SIGNAGE_VERIFY_CACHES"),
    )


def _horizon(env: Mapping[str, str]) -> int:
    hours = _at_least_one(env, "SIGNAGE_SCHEDULE_HORIZON_HOURS", SCHEDULE_HORIZON_HOURS)
    if hours > MAX_SCHEDULE_HORIZON_HOURS:
        raise SettingsError(
            f"SIGNAGE_SCHEDULE_HORIZON_HOURS must be at most {MAX_SCHEDULE_HORIZON_HOURS}"
        )
    return hours


def _tls_from_env(env: Mapping[str, str]) -> TlsSettings:
    try:
        return tls_from_env(env)
    except TlsError as error:
        raise SettingsError(str(error)) from None


def _flag(env: Mapping[str, str], key: str) -> bool:
    return env.get(key, "").strip().lower() in ("true", "1", "yes")


def _import_limits(env: Mapping[str, str]) -> ArchiveLimits:
    member = _int(env, "SIGNAGE_IMPORT_MAX_MEMBER_MB", MEMBER_MB)
    total = _int(env, "SIGNAGE_IMPORT_MAX_TOTAL_MB", TOTAL_MB)
    if min(member, total) < 1:
        raise SettingsError("SIGNAGE_IMPORT_MAX_MEMBER_MB and _TOTAL_MB must be at least 1")
    return ArchiveLimits.in_mb(member, total)
