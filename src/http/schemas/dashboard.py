"""The dashboard's answer: media counts, new this month, the licence and the first-run
checklist."""

from __future__ import annotations

import msgspec
from signage_http.schemas.accounts import LicenceView

from signage_core.entities.media import AssetType
from signage_core.rules.first_run import FirstRun
from signage_core.usecases.clients.dashboard import Dashboard


class MediaCounts(msgspec.Struct):
    image: int
    video: int
    youtube: int


class FirstRunView(msgspec.Struct, rename="camel"):
    """The first-run checklist: each step done or not."""

    profile: bool
    logo: bool
    media: bool
    playlist: bool
    screen: bool

    @classmethod
    def of(cls, steps: FirstRun) -> FirstRunView:
        return cls(steps.profile, steps.logo, steps.media, steps.playlist, steps.screen)


class DashboardView(msgspec.Struct, rename="camel"):
    media_by_type: MediaCounts
    new_medias_this_month: int
    new_playlists_this_month: int
    licence: LicenceView
    first_run: FirstRunView

    @classmethod
    def of(cls, d: Dashboard) -> DashboardView:
        counts = MediaCounts(*(d.media_by_type.get(kind, 0) for kind in AssetType))
        return cls(
            counts,
            d.new_medias_this_month,
            d.new_playlists_this_month,
            LicenceView.of(d.licence),
            FirstRunView.of(d.first_run),
        )
