"""Property: every entity survives mapping to a document, JSON encoding and back."""

from datetime import UTC
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from signage_adapters.documents import (
    businesses,
    clients,
    medias,
    packages,
    payments,
    playlists,
    screen_pairings,
    screens,
    user_logs,
    users,
    videos,
)
from signage_adapters.documents.times import EARLIEST, LATEST
from signage_adapters.local.codec import decode, encode

from signage_core.entities.catalogue import Business, Package
from signage_core.entities.clients import Client
from signage_core.entities.logs import Location, LocationStatus, LogAction, UserLog
from signage_core.entities.media import AssetType, Media
from signage_core.entities.payments import Payment, PaymentMethod
from signage_core.entities.playlists import LogoPosition, Playlist, PlaylistItem
from signage_core.entities.screens import Pairing, Screen
from signage_core.entities.users import Role, User
from signage_core.entities.videos import Video

text = st.text(st.characters(blacklist_categories=("Cs",)), max_size=30)
ids = st.text(st.characters(blacklist_categories=("Cs",)), min_size=1, max_size=20)
moments = st.datetimes(
    min_value=EARLIEST.replace(tzinfo=None),
    max_value=LATEST.replace(tzinfo=None),
    timezones=st.just(UTC),
)
"""The moments a stored date reads as: one outside reads as the nearer bound (`times`)."""
maybe_moments = st.none() | moments
finite = st.floats(allow_nan=False, allow_infinity=False)
sizes = st.integers(min_value=0, max_value=2**62)
money = st.decimals(min_value=0, max_value=10**9, places=2)

ENTITIES: dict[str, tuple[Any, Any]] = {
    "user": (users, st.builds(User, ids, text, text, text, st.sampled_from(Role), st.booleans(),
                              maybe_moments, st.booleans())),
    "client": (clients, st.builds(Client, ids, text, text, text, text, text, text, text, text,
                                  text, text, text, st.booleans(), maybe_moments, maybe_moments,
                                  maybe_moments, text, text)),
    "payment": (payments, st.builds(Payment, ids, text, text, text, money, sizes, maybe_moments,
                                    st.dates(), st.sampled_from(PaymentMethod), text,
                                    st.booleans(), text)),
    "package": (packages, st.builds(Package, ids, text, text, money, sizes, sizes, text)),
    "media": (medias, st.builds(Media, ids, text, st.sampled_from(AssetType), text, text, text,
                                finite, st.booleans(), text, text, text, sizes, maybe_moments,
                                text, text)),
    "video": (videos, st.builds(Video, ids, text, text, text, text, st.booleans(),
                                maybe_moments)),
    "playlist": (playlists, st.builds(
        Playlist, ids, text, text, text,
        st.lists(st.builds(PlaylistItem, text, text, finite, sizes), max_size=4).map(tuple),
        st.booleans(), finite, sizes, maybe_moments, maybe_moments, st.booleans(),
        st.none() | st.sampled_from(LogoPosition), st.booleans(), text, text)),
    "user_log": (user_logs, st.builds(
        UserLog, ids, text, st.sampled_from(LogAction), moments, text, text.filter(bool),
        maybe_moments, maybe_moments, st.none() | sizes, text,
        st.none() | st.sampled_from(LocationStatus),
        st.none() | st.builds(Location, finite, finite, finite), text, text)),
    "screen": (screens, st.builds(Screen, ids, text, text, text, text, maybe_moments,
                                  maybe_moments)),
    "pairing": (screen_pairings, st.builds(Pairing, ids, text, moments, text)),
}  # fmt: skip


def round_trip(module: Any, entity: Any) -> Any:
    return module.from_document(entity.id, decode(encode(module.to_document(entity))))


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(sorted(ENTITIES)).flatmap(lambda k: st.tuples(st.just(k), ENTITIES[k][1])))
def test_every_entity_survives_a_round_trip(case):
    kind, entity = case
    assert round_trip(ENTITIES[kind][0], entity) == entity


@given(st.builds(Business, ids, st.lists(text, max_size=5).map(tuple)))
def test_business_types_survive_a_round_trip(business):
    assert round_trip(businesses, business) == business
