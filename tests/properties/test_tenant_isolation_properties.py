"""Two clients doing random operations never read or change each other's data."""

from datetime import timedelta

from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import Bundle, RuleBasedStateMachine, invariant, rule
from tests.core.usecases.world import YOUTUBE_URL, World

from signage_core.entities.emergencies import EmergencyInput
from signage_core.errors import Forbidden, NotFound, ValidationFailed
from signage_core.paging import PageRequest

names = st.text(alphabet="abcdefgh ", min_size=1, max_size=8).map(str.strip).filter(bool)
phones = st.text(alphabet="0123456789", min_size=1, max_size=15)
tenants = st.sampled_from([0, 1])
VIDEO = {"videoUrl": YOUTUBE_URL, "videoThumbnailUrl": "https://img/t.jpg", "duration": "1:00"}


class TwoTenants(RuleBasedStateMachine):
    """Objects are drawn with their owner and any tenant tries any operation on them. The
    model says what each tenant should see; the portal must agree after every step."""

    medias = Bundle("medias")
    playlists = Bundle("playlists")
    videos = Bundle("videos")
    emergencies = Bundle("emergencies")

    def __init__(self):
        super().__init__()
        self.world = World()
        self.uc = self.world.uc
        pairs = [self.world.customer(f"t{i}@example.com") for i in (0, 1)]
        self.actors = [actor for actor, _ in pairs]
        self.clients = [client for _, client in pairs]
        self.model = [
            {
                "medias": {},
                "playlists": {},
                "videos": {},
                "phone": client.phone,
                "emergencies": {},
            }
            for client in self.clients
        ]
        self.refusals = 0

    def attempt(self, tenant, owner, operation, *args, refusal=NotFound):
        """`operation` as `tenant`; on another tenant's object it must be refused."""
        if tenant == owner:
            return operation(self.actors[tenant], *args)
        try:
            operation(self.actors[tenant], *args)
        except refusal:
            self.refusals += 1
            return None
        raise AssertionError(f"tenant {tenant} reached tenant {owner}'s object")

    def exists(self, kind, owned):
        owner, object_id = owned
        return object_id in self.model[owner][kind]

    @rule(target=medias, owner=tenants, name=names, link=st.booleans())
    def add_media(self, owner, name, link):
        add = self.world.add_youtube if link else self.world.add_image
        media = add(self.actors[owner], name)
        self.model[owner]["medias"][media.id] = (name, True)
        return (owner, media.id)

    @rule(media=medias, tenant=tenants, status=st.booleans())
    def switch_media(self, media, tenant, status):
        owner, media_id = media
        if self.exists("medias", media) and self.attempt(
            tenant, owner, self.uc.set_media_status(), media_id, status
        ):
            name, _ = self.model[owner]["medias"][media_id]
            self.model[owner]["medias"][media_id] = (name, status)

    @rule(media=medias, tenant=tenants)
    def delete_media(self, media, tenant):
        owner, media_id = media
        if self.exists("medias", media) and self.attempt(
            tenant, owner, self.uc.delete_media(), media_id
        ):
            del self.model[owner]["medias"][media_id]

    @rule(target=playlists, tenant=tenants, chosen=st.lists(medias, min_size=1, max_size=3))
    def create_playlist(self, tenant, chosen):
        usable = all(
            owner == tenant and self.model[owner]["medias"].get(media_id, ("", False))[1]
            for owner, media_id in chosen
        )
        form = {"playlistName": "P", "mediaIds": [media_id for _, media_id in chosen]}
        try:
            playlist = self.uc.create_playlist()(self.actors[tenant], form)
        except ValidationFailed:
            assert not usable
            return (tenant, "")
        assert usable
        self.model[tenant]["playlists"][playlist.id] = ("P", True)
        return (tenant, playlist.id)

    @rule(playlist=playlists, tenant=tenants, status=st.booleans())
    def switch_playlist(self, playlist, tenant, status):
        owner, playlist_id = playlist
        if self.exists("playlists", playlist) and self.attempt(
            tenant, owner, self.uc.set_playlist_status(), playlist_id, status
        ):
            self.model[owner]["playlists"][playlist_id] = ("P", status)

    @rule(playlist=playlists, tenant=tenants)
    def delete_playlist(self, playlist, tenant):
        owner, playlist_id = playlist
        if self.exists("playlists", playlist) and self.attempt(
            tenant, owner, self.uc.delete_playlist(), playlist_id
        ):
            del self.model[owner]["playlists"][playlist_id]

    @rule(target=videos, owner=tenants, title=names)
    def add_video(self, owner, title):
        video = self.uc.add_video()(self.actors[owner], {**VIDEO, "videoTitle": title})
        self.model[owner]["videos"][video.id] = title
        # A saved video is also a YouTube item of its owner's library.
        self.model[owner]["medias"][video.id] = (title, True)
        return (owner, video.id)

    @rule(video=videos, tenant=tenants, title=names)
    def edit_video(self, video, tenant, title):
        owner, video_id = video
        form = {"videoTitle": title}
        if self.attempt(tenant, owner, self.uc.edit_video(), video_id, form, refusal=Forbidden):
            self.model[owner]["videos"][video_id] = title
            if video_id in self.model[owner]["medias"]:
                _, status = self.model[owner]["medias"][video_id]
                self.model[owner]["medias"][video_id] = (title, status)

    @rule(owner=tenants, tenant=tenants, phone=phones)
    def edit_client(self, owner, tenant, phone):
        client_id = self.clients[owner].id
        if self.attempt(tenant, owner, self.uc.update_client(), client_id, {"phone": phone}):
            self.model[owner]["phone"] = phone

    @rule(target=emergencies, owner=tenants, text=names)
    def send_emergency(self, owner, text):
        ends = self.world.clock.now() + timedelta(hours=1)
        sent = self.uc.send_emergency()(self.actors[owner], EmergencyInput(text, "#cc0000", ends))
        self.model[owner]["emergencies"][sent.message.id] = True
        return (owner, sent.message.id)

    @rule(message=emergencies, tenant=tenants)
    def cancel_emergency(self, message, tenant):
        owner, message_id = message
        if self.attempt(tenant, owner, self.uc.cancel_emergency(), message_id):
            self.model[owner]["emergencies"][message_id] = False

    @rule(media=medias, playlist=playlists, video=videos)
    def the_other_tenant_reads_nothing(self, media, playlist, video):
        reads = [
            (media, self.uc.get_media(), NotFound),
            (playlist, self.uc.get_playlist(), NotFound),
        ]
        # Another client's video is refused with the spec's 'not authorized' (§6, §8).
        for (owner, object_id), read, refusal in [*reads, (video, self.uc.get_video(), Forbidden)]:
            if object_id:
                self.attempt(1 - owner, owner, read, object_id, refusal=refusal)

    @invariant()
    def each_tenant_sees_exactly_its_own_data(self):
        for tenant, actor in enumerate(self.actors):
            expected = self.model[tenant]
            medias = {
                m.id: (m.name, m.status) for m in self.uc.list_media()(actor, PageRequest()).items
            }
            playlists = {
                p.id: (p.name, p.status)
                for p in self.uc.list_playlists()(actor, PageRequest()).items
            }
            assert medias == expected["medias"]
            assert playlists == expected["playlists"]
            assert {
                v.id: v.title for v in self.uc.list_videos()(actor, PageRequest()).items
            } == expected["videos"]
            assert self.uc.get_client()(actor, self.clients[tenant].id).phone == expected["phone"]
            listed = {s.message.id: s.active for s in self.uc.list_emergencies()(actor)}
            assert listed == expected["emergencies"]


TwoTenants.TestCase.settings = settings(max_examples=50, stateful_step_count=25, deadline=None)
TestTwoTenantsNeverTouchEachOthersData = TwoTenants.TestCase
