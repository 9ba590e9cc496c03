"""The portal as a library: every use case on one backend, without HTTP.

`Portal.memory()` or `Portal.local(path)` (the embedded default) give a portal whose
`use_cases` is the composition root's `Container`: `portal.use_cases.NAME()` is the use case
NAME (the same instance each time), called with the actor `portal.actor(user_id)` where it acts
for a signed-in user. docs/library.md walks through a whole client journey. The HTTP app is
built on a Portal too.
"""

from __future__ import annotations

import io
import secrets
from collections.abc import Mapping
from dataclasses import replace
from datetime import timedelta
from pathlib import Path
from types import TracebackType

from signage_adapters.image_header import header_size
from signage_http.wiring.container import Container

from signage_core.entities.two_factor import StaffTwoFactor
from signage_core.entities.users import Actor, User
from signage_core.errors import AccessDenied
from signage_core.file_types import sniff
from signage_core.limits import PLAYER_LINK_LIFE, SCHEDULE_HORIZON_HOURS
from signage_core.ports.backend import Backend, ExternalServices
from signage_core.ports.clock import Clock
from signage_core.rules.player_links import PlayerLinks
from signage_core.rules.screen_licence import ScreenPolicy
from signage_core.usecases.files.uploads import Upload
from signage_core.usecases.shared.throttle import SIGN_IN_LIMITS, SignInLimits
from signage_core.validation.messages import ACCESS_DENIED_TITLE

DEFAULT_RESET_BASE_URL = "/client/login"
EMERGENCY_CAP = timedelta(hours=24)
PLAYER_FILES_PATH = "/api/player/files"
"""Where a manifest's files are served (`routes.player_files`)."""


class Portal:
    def __init__(
        self,
        backend: Backend,
        services: ExternalServices | None = None,
        *,
        reset_base_url: str = DEFAULT_RESET_BASE_URL,
        sign_in_limits: SignInLimits = SIGN_IN_LIMITS,
        staff_two_factor: StaffTwoFactor = StaffTwoFactor.OFFERED,
        player_links: PlayerLinks | None = None,
        screen_policy: ScreenPolicy | None = None,
        emergency_cap: timedelta = EMERGENCY_CAP,
        schedule_horizon_hours: int = SCHEDULE_HORIZON_HOURS,
    ) -> None:
        """`services` default to the backend's mail delivery, no YouTube key and no PayPal;
        `sign_in_limits` to limits.py's failed sign-ins per account and per address;
        `player_links` to links of PLAYER_LINK_LIFE signed with a key of this Portal's own;
        `screen_policy` to 3 days of grace and 1 screen in trial; `emergency_cap` (how far
        ahead an emergency message may end) to 24 hours; `schedule_horizon_hours` (how far ahead a
        manifest's schedule reaches) to 72."""
        self.backend = backend
        self.services = services or _unconfigured_services(backend)
        self.use_cases = Container(
            backend=backend,
            services=self.services,
            reset_base_url=reset_base_url,
            sign_in_limits=sign_in_limits,
            staff_two_factor=staff_two_factor,
            player_links=player_links or new_player_links(),
            screen_policy=screen_policy or ScreenPolicy(),
            emergency_cap=emergency_cap,
            schedule_horizon_hours=schedule_horizon_hours,
        )

    @classmethod
    def memory(cls, clock: Clock | None = None) -> Portal:
        """A portal in process memory, with scriptable mail, video and payment stand-ins."""
        from signage_adapters.memory.backend import memory_backend

        backend = memory_backend(clock)
        return cls(backend, backend.services())

    @classmethod
    def local(cls, data_dir: Path, clock: Clock | None = None) -> Portal:
        """The embedded default: SQLite and files in `data_dir` (created when missing)."""
        from signage_adapters.local.backend import local_backend

        return cls(local_backend(data_dir, clock))

    @staticmethod
    def file(filename: str, content: bytes) -> Upload:
        """A file to upload from bytes in memory (the use cases check its content), with the
        dimensions its image header declares."""
        dimensions = header_size(io.BytesIO(content))
        return Upload(filename, sniff(content), len(content), [content], dimensions)

    def actor(self, user_id: str) -> Actor:
        """The signed-in user `user_id` as the use cases' first argument; AccessDenied when
        the user is deleted or deactivated."""
        actor = self.use_cases.identify_actor()(user_id)
        if actor is None:
            raise AccessDenied(ACCESS_DENIED_TITLE)
        return replace(actor, user=None)  # kept by the caller: never a stale user

    def seed_reference_data(self, plan_ids: Mapping[str, str] | None = None) -> bool:
        """The packages and business types, where there are none; True when written."""
        return self.use_cases.seed_reference_data()(plan_ids)

    def create_account(self, form: Mapping[str, object]) -> User:
        """An account of any role, made by the operator (no signed-in Admin): the form's
        name, phone, email, password and role ('Admin', 'Supervisor' or 'Client')."""
        return self.use_cases.create_account()(form)

    def close(self) -> None:
        self.backend.close()
        for service in (self.services.video_info, self.services.payment_provider):
            close = getattr(service, "close", None)
            if callable(close):
                close()

    def __enter__(self) -> Portal:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.close()


def _unconfigured_services(backend: Backend) -> ExternalServices:
    from signage_adapters.paypal import UnconfiguredPaymentProvider
    from signage_adapters.youtube import YouTubeVideoInfo

    return ExternalServices(backend.mailer, YouTubeVideoInfo(None), UnconfiguredPaymentProvider())


def new_player_links(
    key: bytes | None = None, base_url: str = PLAYER_FILES_PATH, life: timedelta = PLAYER_LINK_LIFE
) -> PlayerLinks:
    """Player links served at `base_url`, signed with `key` (a random one when None)."""
    return PlayerLinks(key or secrets.token_bytes(32), base_url, life)
