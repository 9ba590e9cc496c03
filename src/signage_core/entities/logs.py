"""The audit log (`userLogs`)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum

CLIENT_TYPE = "ClientPortal"


class LogAction(StrEnum):
    USER_LOGIN = "UserLogin"
    NEW_USER = "NewUser"
    DELETE_CLIENT = "DeleteClient"
    DEACTIVATE_CLIENT = "DeactivateClient"
    TOGGLE_CLIENT_STATUS = "ToggleClientStatus"
    NEW_CLIENT = "NewClient"
    UPDATE_USER = "UpdateUser"
    TOGGLE_USER_STATUS = "ToggleUserStatus"
    DELETE_USER = "DeleteUser"
    ENABLE_TWO_FACTOR = "EnableTwoFactor"
    USE_RECOVERY_CODE = "UseRecoveryCode"
    RESET_TWO_FACTOR = "ResetTwoFactor"
    RENAME_SCREEN = "RenameScreen"
    REVOKE_SCREEN = "RevokeScreen"
    SEND_EMERGENCY = "SendEmergency"
    CANCEL_EMERGENCY = "CancelEmergency"


class LocationStatus(StrEnum):
    SUCCESS = "success"
    FAILED = "failed"


@dataclass(frozen=True, slots=True)
class Location:
    latitude: float
    longitude: float
    accuracy: float


@dataclass(frozen=True, slots=True)
class UserLog:
    """A `userLogs` entry: a login session (UserLogin) or an admin action."""

    id: str
    user_id: str
    action: LogAction
    action_date_time: datetime
    note: str = ""
    client_type: str = CLIENT_TYPE
    login_time: datetime | None = None
    logout_time: datetime | None = None
    session_duration: int | None = None
    user_status: str = ""
    location_status: LocationStatus | None = None
    location: Location | None = None
    location_error: str = ""
    login_session_id: str = ""
