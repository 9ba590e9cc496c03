"""The enrolment link as a QR code: an SVG data URL drawn by segno (pure Python), so the web
app's bundle carries no QR library and the login screen's first load is unchanged."""

from __future__ import annotations

import segno

SCALE = 5
BORDER = 2


def qr_data_url(link: str) -> str:
    return str(segno.make(link, error="m").svg_data_uri(scale=SCALE, border=BORDER))
