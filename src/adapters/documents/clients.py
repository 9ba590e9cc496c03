"""`clients`: the business profiles; logoPath (ours) names the stored logo object, timeZone
(ours, issue 26) the IANA zone its schedules are read in."""

from __future__ import annotations

from typing import Any

from signage_core.entities.clients import Client

from .values import Document, read_expiry, read_flag, read_moment, read_text

COLLECTION = "clients"


def to_document(client: Client) -> Document:
    return {
        "businessName": client.business_name,
        "contactName": client.contact_name,
        "phone": client.phone,
        "companyEmail": client.company_email,
        "website": client.website,
        "typeBusiness": client.type_business,
        "packageCode": client.package_code,
        "packageID": client.package_id,
        "locationNumber": client.location_number,
        "username": client.username,
        "status": client.status,
        "createdAt": client.created_at,
        "updatedAt": client.updated_at,
        "Expire_date": client.expire_date,
        "logoUrl": client.logo_url,
        "userId": client.user_id,
        "logoPath": client.logo_path,
        "timeZone": client.time_zone or None,
    }


def from_document(doc_id: str, data: dict[str, Any]) -> Client:
    doc = f"{COLLECTION}/{doc_id}"
    return Client(
        id=doc_id,
        business_name=read_text(data, "businessName"),
        contact_name=read_text(data, "contactName"),
        phone=read_text(data, "phone"),
        company_email=read_text(data, "companyEmail"),
        user_id=read_text(data, "userId"),
        website=read_text(data, "website"),
        type_business=read_text(data, "typeBusiness"),
        package_code=read_text(data, "packageCode"),
        package_id=read_text(data, "packageID"),
        location_number=read_text(data, "locationNumber"),
        username=read_text(data, "username"),
        status=read_flag(data, "status"),
        created_at=read_moment(data, "createdAt", doc),
        updated_at=read_moment(data, "updatedAt", doc),
        expire_date=read_expiry(data, "Expire_date", doc),
        logo_url=read_text(data, "logoUrl"),
        logo_path=read_text(data, "logoPath"),
        time_zone=read_text(data, "timeZone"),
    )
