"""Client (business) profiles: staff manage all; a Client creates and edits its own."""

from __future__ import annotations

from litestar import Controller, delete, get, patch, post, put
from litestar.di import NamedDependency
from litestar.params import FromPath, JSONBody
from signage_http.views.accounts import ClientView
from signage_http.views.billing import DeletedClientView
from signage_http.views.bodies import CreateClientBody, StatusBody, UpdateClientBody
from signage_http.views.forms import as_form

from signage_core.entities.users import Actor
from signage_core.usecases.client_admin import DeleteClient, SetClientStatus
from signage_core.usecases.clients import CreateClient, GetClient, ListClients, UpdateClient

Me = NamedDependency[Actor]


class ClientsController(Controller):
    path = "/api/clients"
    tags = ("clients",)

    @get("/", sync_to_thread=True)
    def index(self, actor: Me, list_clients: NamedDependency[ListClients]) -> list[ClientView]:
        return [ClientView.of(client) for client in list_clients(actor)]

    @post("/", status_code=201, sync_to_thread=True)
    def create(
        self,
        actor: Me,
        data: JSONBody[CreateClientBody],
        create_client: NamedDependency[CreateClient],
    ) -> ClientView:
        return ClientView.of(create_client(actor, as_form(data)))

    @get("/{client_id:str}", sync_to_thread=True)
    def read(
        self, actor: Me, client_id: FromPath[str], get_client: NamedDependency[GetClient]
    ) -> ClientView:
        return ClientView.of(get_client(actor, client_id))

    @patch("/{client_id:str}", sync_to_thread=True)
    def update(
        self,
        actor: Me,
        client_id: FromPath[str],
        data: JSONBody[UpdateClientBody],
        update_client: NamedDependency[UpdateClient],
    ) -> ClientView:
        return ClientView.of(update_client(actor, client_id, as_form(data)))

    @put("/{client_id:str}/status", sync_to_thread=True)
    def set_status(
        self,
        actor: Me,
        client_id: FromPath[str],
        data: JSONBody[StatusBody],
        set_client_status: NamedDependency[SetClientStatus],
    ) -> ClientView:
        return ClientView.of(set_client_status(actor, client_id, data.status))

    @delete("/{client_id:str}", status_code=200, sync_to_thread=True)
    def remove(
        self, actor: Me, client_id: FromPath[str], delete_client: NamedDependency[DeleteClient]
    ) -> DeletedClientView:
        """Delete the client and its payments; answers how many payments and their total."""
        return DeletedClientView.of(delete_client(actor, client_id))
