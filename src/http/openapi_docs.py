"""OpenAPI descriptions Litestar cannot infer: the bodies the handlers read themselves (the
multipart forms of the streamed uploads, the payment provider's webhook events)."""

from __future__ import annotations

from dataclasses import dataclass

from litestar.openapi.spec import (
    OpenAPIFormat,
    OpenAPIMediaType,
    OpenAPIType,
    Operation,
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
