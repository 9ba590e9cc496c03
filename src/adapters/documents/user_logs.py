"""`userLogs`: login sessions and admin actions (the audit log)."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import UTC, datetime
from typing import Any

from signage_core.entities.logs import CLIENT_TYPE, Location, LocationStatus, LogAction, UserLog

from .values import Document, read_float, read_int, read_moment, read_text

COLLECTION = "userLogs"
UNDATED = datetime.min.replace(tzinfo=UTC)
"""The action time read for an entry without a readable one (the oldest of the log)."""


def to_document(log: UserLog) -> Document:
    return {
        "UserID": log.user_id,
        "Action": log.action.value,
        "loginTime": log.login_time,
        "logoutTime": log.logout_time,
        "sessionDuration": log.session_duration,
        "ActionDateTime": log.action_date_time,
        "Note": log.note,
        "clientType": log.client_type,
        "userStatus": log.user_status,
        "locationStatus": log.location_status.value if log.location_status else None,
        "location": _location_to_dict(log.location),
        "locationError": log.location_error,
        "loginSessionId": log.login_session_id,
    }


def from_document(doc_id: str, data: dict[str, Any]) -> UserLog:
    doc = f"{COLLECTION}/{doc_id}"
    duration = data.get("sessionDuration")
    return UserLog(
        id=doc_id,
        user_id=read_text(data, "UserID"),
        action=LogAction(read_text(data, "Action")),
        action_date_time=read_moment(data, "ActionDateTime", doc) or UNDATED,
        note=read_text(data, "Note"),
        client_type=read_text(data, "clientType") or CLIENT_TYPE,
        login_time=read_moment(data, "loginTime", doc),
        logout_time=read_moment(data, "logoutTime", doc),
        session_duration=None if duration is None else read_int(data, "sessionDuration"),
        user_status=read_text(data, "userStatus"),
        location_status=_location_status(data.get("locationStatus")),
        location=_location_from_dict(data.get("location")),
        location_error=read_text(data, "locationError"),
        login_session_id=read_text(data, "loginSessionId"),
    )


def _location_to_dict(location: Location | None) -> Document | None:
    if location is None:
        return None
    return {
        "latitude": location.latitude,
        "longitude": location.longitude,
        "accuracy": location.accuracy,
    }


def _location_from_dict(value: object) -> Location | None:
    if not isinstance(value, Mapping):
        return None
    return Location(
        latitude=read_float(value, "latitude"),
        longitude=read_float(value, "longitude"),
        accuracy=read_float(value, "accuracy"),
    )


def _location_status(value: object) -> LocationStatus | None:
    return next((s for s in LocationStatus if s.value == value), None)
