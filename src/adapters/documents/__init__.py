"""The adapter kit's stored-document mapping: entity ↔ document, one module per collection of
spec §3, used by every document store (memory, local SQLite, Firestore).

Storage-neutral: `to_document(entity)` gives a plain dict with spec §3's field names exactly,
datetimes as timezone-aware `datetime`; `from_document(doc_id, data)` reads such a dict back,
tolerating what other stores hand over (ISO strings, Firestore-export timestamps, missing
fields). The SQLite adapter encodes the datetimes as ISO strings; a Firestore adapter can write
the dict as it is.

The kit also holds the store interface every document adapter implements (`store`,
`query`: plain-data queries with their semantics written once) and the repository ports
written once over it (`repositories`).
"""
