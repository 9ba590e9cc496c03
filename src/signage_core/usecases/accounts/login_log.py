"""The login session entries of `userLogs`: written at every login attempt, closed at logout."""

from __future__ import annotations

from dataclasses import dataclass, replace

from signage_core.entities.logs import Location, LocationStatus, LogAction, UserLog
from signage_core.ids import new_id
from signage_core.ports.clock import Clock
from signage_core.ports.user_log_repository import UserLogRepository
from signage_core.validation import messages as m

ONLINE, OFFLINE = "online", "offline"


@dataclass(frozen=True, slots=True)
class LoginAttempt:
    """What the browser sent besides the credentials: its geolocation, or why there is none."""

    email: str
    location: Location | None = None
    location_error: str = ""


def _location_status(attempt: LoginAttempt) -> tuple[LocationStatus, str]:
    """success with a location; otherwise failed, with the browser's reason (or unknown)."""
    if attempt.location is not None:
        return LocationStatus.SUCCESS, ""
    return LocationStatus.FAILED, attempt.location_error or m.GEOLOCATION_UNKNOWN


class LoginLog:
    """Writes one UserLogin entry per attempt; its id is also its loginSessionId."""

    def __init__(self, user_logs: UserLogRepository, clock: Clock) -> None:
        self._logs = user_logs
        self._clock = clock

    def write(self, user_id: str, note: str, attempt: LoginAttempt, *, online: bool) -> UserLog:
        now, entry_id = self._clock.now(), new_id()
        location_status, location_error = _location_status(attempt)
        entry = UserLog(
            id=entry_id,
            user_id=user_id,
            action=LogAction.USER_LOGIN,
            action_date_time=now,
            note=note,
            login_time=now,
            user_status=ONLINE if online else "",
            location_status=location_status,
            location=attempt.location,
            location_error=location_error,
            login_session_id=entry_id,
        )
        self._logs.save(entry)
        return entry

    def close(self, entry: UserLog) -> UserLog:
        """Logout: the end time, the session length in whole seconds, status offline."""
        now = self._clock.now()
        started = entry.login_time or entry.action_date_time
        seconds = max(0, int((now - started).total_seconds()))
        closed = replace(entry, logout_time=now, session_duration=seconds, user_status=OFFLINE)
        self._logs.save(closed)
        return closed
