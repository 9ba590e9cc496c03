"""Every use case wired to one set of ports: a ready-made composition for the HTTP layer's
container, the demo backend and the tests. Building it does no I/O."""

from __future__ import annotations

from dataclasses import dataclass

from signage_core.ports.blob_storage import BlobStorage
from signage_core.ports.catalogue_repository import CatalogueRepository
from signage_core.ports.client_repository import ClientRepository
from signage_core.ports.clock import Clock
from signage_core.ports.identity_provider import IdentityProvider
from signage_core.ports.mailer import Mailer
from signage_core.ports.media_repository import MediaRepository
from signage_core.ports.payment_repository import PaymentRepository
from signage_core.ports.playlist_repository import PlaylistRepository
from signage_core.ports.user_log_repository import UserLogRepository
from signage_core.ports.user_repository import UserRepository
from signage_core.ports.video_info_provider import VideoInfoProvider
from signage_core.ports.video_repository import VideoRepository
from signage_core.usecases import (
    audit,
    auth,
    catalogue,
    client_admin,
    client_logo,
    clients,
    dashboard,
    licence,
    media,
    media_upload,
    passwords,
    payment_edit,
    payments,
    playlists,
    session,
    user_admin,
    users,
    videos,
)


@dataclass(frozen=True, slots=True)
class Ports:
    users: UserRepository
    clients: ClientRepository
    payments: PaymentRepository
    catalogue: CatalogueRepository
    videos: VideoRepository
    medias: MediaRepository
    playlists: PlaylistRepository
    user_logs: UserLogRepository
    blobs: BlobStorage
    identity: IdentityProvider
    mailer: Mailer
    clock: Clock
    video_info: VideoInfoProvider
    reset_base_url: str = "/client/login"


class UseCases:
    """One attribute per use case, named after it in snake_case."""

    def __init__(self, p: Ports) -> None:
        self._accounts(p)
        self._clients(p)
        self._content(p, licence.LicenceGate(p.clients, p.payments, p.clock))
        self._payments(p)

    def _accounts(self, p: Ports) -> None:
        self.register = auth.Register(p.identity, p.users, p.clock)
        self.login = auth.Login(p.identity, p.users, p.clients, p.payments, p.user_logs, p.clock)
        self.logout = session.Logout(p.user_logs, p.clock)
        self.current_session = session.CurrentSession(p.users, p.clients, p.payments, p.clock)
        reset = passwords.RequestPasswordReset(p.identity, p.mailer, p.reset_base_url)
        self.request_password_reset = reset
        self.confirm_password_reset = passwords.ConfirmPasswordReset(p.identity)
        self.change_password = passwords.ChangePassword(p.identity, p.users)
        self.list_users = users.ListUsers(p.users)
        self.get_user = users.GetUser(p.users)
        self.update_user = users.UpdateUser(p.users, p.user_logs, p.clock)
        self.create_user = user_admin.CreateUser(p.identity, p.users, p.user_logs, p.clock)
        self.set_user_status = user_admin.SetUserStatus(p.identity, p.users, p.user_logs, p.clock)
        self.delete_user = user_admin.DeleteUser(p.identity, p.users, p.user_logs, p.clock)
        self.send_user_password_reset = user_admin.SendUserPasswordReset(p.users, reset)
        self.list_user_logs = audit.ListUserLogs(p.user_logs)

    def _clients(self, p: Ports) -> None:
        self.list_clients = clients.ListClients(p.clients)
        self.get_client = clients.GetClient(p.clients)
        self.create_client = clients.CreateClient(
            p.identity, p.users, p.clients, p.catalogue, p.user_logs, p.clock
        )
        self.update_client = clients.UpdateClient(p.clients, p.catalogue, p.clock)
        self.set_client_status = client_admin.SetClientStatus(p.clients, p.user_logs, p.clock)
        self.deactivate_client = client_admin.DeactivateClient(p.clients, p.user_logs, p.clock)
        self.delete_client = client_admin.DeleteClient(p.clients, p.user_logs, p.clock)
        self.upload_client_logo = client_logo.UploadClientLogo(p.clients, p.blobs, p.clock)
        self.list_business_types = catalogue.ListBusinessTypes(p.catalogue)
        self.list_packages = catalogue.ListPackages(p.catalogue)
        self.get_licence = licence.GetLicence(p.clients, p.payments, p.clock)

    def _content(self, p: Ports, gate: licence.LicenceGate) -> None:
        self.list_media = media.ListMedia(p.medias)
        self.get_media = media.GetMedia(p.medias)
        self.add_media = media_upload.AddMedia(p.medias, p.blobs, gate, p.clock)
        self.edit_media = media.EditMedia(p.medias, gate)
        self.set_media_status = media.SetMediaStatus(p.medias, gate)
        self.delete_media = media.DeleteMedia(p.medias, p.blobs, gate)
        self.list_videos = videos.ListVideos(p.clients, p.videos)
        self.get_video = videos.GetVideo(p.clients, p.videos)
        self.add_video = videos.AddVideo(p.videos, gate, p.clock)
        self.edit_video = videos.EditVideo(p.videos, gate)
        self.set_video_status = videos.SetVideoStatus(p.videos, gate)
        self.lookup_video_info = videos.LookupVideoInfo(p.video_info)
        self.list_playlists = playlists.ListPlaylists(p.clients, p.playlists)
        self.get_playlist = playlists.GetPlaylist(p.clients, p.playlists)
        self.create_playlist = playlists.CreatePlaylist(p.medias, p.playlists, gate, p.clock)
        self.update_playlist = playlists.UpdatePlaylist(p.medias, p.playlists, gate, p.clock)
        self.delete_playlist = playlists.DeletePlaylist(p.playlists, gate)
        self.set_playlist_status = playlists.SetPlaylistStatus(p.playlists, gate)
        self.get_dashboard = dashboard.GetDashboard(
            p.clients, p.medias, p.playlists, p.payments, p.clock
        )

    def _payments(self, p: Ports) -> None:
        self.list_payments = payments.ListPayments(p.clients, p.payments)
        self.get_payment = payments.GetPayment(p.clients, p.payments)
        self.record_payment = payments.RecordPayment(p.clients, p.payments, p.catalogue, p.clock)
        self.edit_payment = payment_edit.EditPayment(p.clients, p.payments, p.catalogue)
        self.set_payment_status = payments.SetPaymentStatus(p.clients, p.payments)
