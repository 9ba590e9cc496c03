"""Client (business) profiles: staff manage all; a Client creates and edits its own."""

from __future__ import annotations

from typing import Any

from litestar import Controller, Request, delete, get, patch, post, put
from litestar.params import FromPath, JSONBody
from signage_http.openapi.descriptions import LOGO_UPLOAD
from signage_http.request_path.answers import refuses
from signage_http.request_path.loop_reads import ON_LOOP
from signage_http.request_path.threads import in_thread
from signage_http.schemas.accounts import ClientView, ListedClientView
from signage_http.schemas.billing import DeletedClientView
from signage_http.schemas.pages import ClientPage, Cursor, Limit, Search, listed, page_request
from signage_http.schemas.requests import CreateClientBody, StatusBody, UpdateClientBody, as_form
from signage_http.uploads.logo_form import LOGO_BODY_LIMIT, LOGO_LIMITS, checked_logo
from signage_http.uploads.receiving import receive_form
from signage_http.wiring.injected import Injected, Links, Me

from signage_core import errors as domain
from signage_core.paging import DEFAULT_LIMIT
from signage_core.usecases.clients.client_admin import (
    DeactivateClient,
    DeleteClient,
    SetClientStatus,
)
from signage_core.usecases.clients.client_edit import UpdateClient
from signage_core.usecases.clients.client_logo import UploadClientLogo
from signage_core.usecases.clients.clients import CreateClient, GetClient, ListClients
from signage_core.validation import messages as m


class ClientsController(Controller):
    tags = ("clients",)

    @get("/", sync_to_thread=True, opt=refuses(domain.Forbidden) | ON_LOOP)
    def index(
        self,
        actor: Me,
        list_clients: Injected[ListClients],
        browser_links: Links,
        limit: Limit = DEFAULT_LIMIT,
        cursor: Cursor = None,
        q: Search = "",
    ) -> ClientPage:
        """By business name; `q` searches the business name."""
        found = list_clients(actor, page_request(limit, cursor, q))
        return ClientPage(*listed(found, lambda item: ListedClientView.listed(item, browser_links)))

    @post(
        "/",
        status_code=201,
        sync_to_thread=True,
        opt=refuses(
            domain.Forbidden, domain.AuthenticationFailed, domain.Conflict, domain.NotFound
        ),
    )
    def create(
        self,
        actor: Me,
        data: JSONBody[CreateClientBody],
        create_client: Injected[CreateClient],
        browser_links: Links,
    ) -> ClientView:
        return ClientView.of(create_client(actor, as_form(data)), browser_links)

    @get("/{client_id:str}", sync_to_thread=True, opt=ON_LOOP)
    def read(
        self,
        actor: Me,
        client_id: FromPath[str],
        get_client: Injected[GetClient],
        browser_links: Links,
    ) -> ClientView:
        return ClientView.of(get_client(actor, client_id), browser_links)

    @patch("/{client_id:str}", sync_to_thread=True)
    def update(
        self,
        actor: Me,
        client_id: FromPath[str],
        data: JSONBody[UpdateClientBody],
        update_client: Injected[UpdateClient],
        browser_links: Links,
    ) -> ClientView:
        return ClientView.of(update_client(actor, client_id, as_form(data)), browser_links)

    @put(
        "/{client_id:str}/status",
        sync_to_thread=True,
        opt=refuses(domain.Forbidden),
    )
    def set_status(
        self,
        actor: Me,
        client_id: FromPath[str],
        data: JSONBody[StatusBody],
        set_client_status: Injected[SetClientStatus],
        browser_links: Links,
    ) -> ClientView:
        return ClientView.of(set_client_status(actor, client_id, data.status), browser_links)

    @post(
        "/{client_id:str}/deactivate",
        status_code=200,
        sync_to_thread=True,
        opt=refuses(domain.Forbidden),
    )
    def deactivate(
        self,
        actor: Me,
        client_id: FromPath[str],
        deactivate_client: Injected[DeactivateClient],
        browser_links: Links,
    ) -> ClientView:
        """The Client Action modal's Deactivate: status false, logged as DeactivateClient."""
        return ClientView.of(deactivate_client(actor, client_id), browser_links)

    @delete(
        "/{client_id:str}",
        status_code=200,
        sync_to_thread=True,
        opt=refuses(domain.Forbidden),
    )
    def remove(
        self, actor: Me, client_id: FromPath[str], delete_client: Injected[DeleteClient]
    ) -> DeletedClientView:
        """Delete the client and its payments; answers how many payments and their total."""
        return DeletedClientView.of(delete_client(actor, client_id))

    @post(
        "/{client_id:str}/logo",
        status_code=200,
        operation_class=LOGO_UPLOAD,
        request_max_body_size=LOGO_BODY_LIMIT,
        opt=refuses(domain.ExternalServiceFailed),
    )
    async def upload_logo(
        self,
        request: Request[Any, Any, Any],
        actor: Me,
        client_id: FromPath[str],
        upload_client_logo: Injected[UploadClientLogo],
        browser_links: Links,
    ) -> ClientView:
        """Multipart `file`: a JPG or PNG logo of at most 2MB and 1920x1920 px."""
        form = await receive_form(request, LOGO_LIMITS, m.LOGO_TOO_LARGE)
        try:
            logo, width, height = checked_logo(form)
            client = await in_thread(upload_client_logo, actor, client_id, logo, width, height)
        finally:
            form.close()
        return ClientView.of(client, browser_links)
