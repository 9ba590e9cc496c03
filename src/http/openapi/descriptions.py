"""OpenAPI descriptions Litestar cannot infer: what the handlers read themselves (the multipart
forms of the streamed uploads, the payment provider's webhook events, a file link's query)."""

from __future__ import annotations

from dataclasses import dataclass

from litestar.enums import ParamType
from litestar.openapi.spec import (
    OpenAPIFormat,
    OpenAPIMediaType,
    OpenAPIType,
    Operation,
    Parameter,
    Reference,
    RequestBody,
    Schema,
)

TEXT = Schema(type=OpenAPIType.STRING)
BINARY = Schema(type=OpenAPIType.STRING, format=OpenAPIFormat.BINARY)


@dataclass
class MultipartOperation(Operation):
    """An operation whose request body is a streamed multipart form (an upload)."""


def _body_operation(base: type[Operation], body: RequestBody) -> type[Operation]:
    @dataclass
    class BodyOperation(base):  # type: ignore[valid-type,misc]
        def __post_init__(self) -> None:
            self.request_body = body

    return BodyOperation


def multipart_operation(
    fields: dict[str, Schema | Reference], required: list[str]
) -> type[Operation]:
    """An Operation class whose request body is a multipart form with `fields`."""
    body = RequestBody(
        required=True,
        content={
            "multipart/form-data": OpenAPIMediaType(
                schema=Schema(type=OpenAPIType.OBJECT, properties=fields, required=required)
            )
        },
    )
    return _body_operation(MultipartOperation, body)


LOGO_UPLOAD = multipart_operation({"file": BINARY}, ["file"])
MEDIA_UPLOAD = multipart_operation(
    {
        "name": TEXT,
        "description": TEXT,
        "assetType": Schema(type=OpenAPIType.STRING, enum=["image", "video", "youtube"]),
        "duration": TEXT,
        "youtubeUrl": TEXT,
        "file": BINARY,
        "thumbnail": BINARY,
    },
    ["name", "assetType"],
)

WEBHOOK_EVENT = _body_operation(
    Operation,
    RequestBody(
        required=True,
        description="A PayPal webhook event, verified with PayPal before anything is recorded.",
        content={"application/json": OpenAPIMediaType(schema=Schema(type=OpenAPIType.OBJECT))},
    ),
)


def _link_parameter(name: str, description: str) -> Parameter:
    return Parameter(
        name=name, param_in=ParamType.QUERY, required=False, schema=TEXT, description=description
    )


LINK_PARAMETERS = [
    _link_parameter("token", "The download token of a memory link."),
    _link_parameter("expires", "When a signed local link expires (Unix seconds)."),
    _link_parameter("signature", "The HMAC signature of a local link."),
]


@dataclass
class StoredFileOperation(Operation):
    """A stored file's link: its proof of access is in the query, read by the blob storage."""

    def __post_init__(self) -> None:
        self.parameters = [*(self.parameters or []), *LINK_PARAMETERS]


@dataclass
class PlayerFileOperation(Operation):
    """A manifest's file: its link's proof (deadline, signature) is in the query."""

    def __post_init__(self) -> None:
        self.parameters = [*(self.parameters or []), *LINK_PARAMETERS[1:]]
