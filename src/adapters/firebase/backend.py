"""The Firebase backend: Firestore documents, Cloud Storage blobs, Firebase Auth accounts.

`FirebaseBackend` satisfies `signage_core.ports.backend.Backend`. The Admin SDK sends no
password-reset mail itself, so mail goes where the composition root says (its SMTP mailer,
or an outbox directory, as on the local backend)."""

from __future__ import annotations

import uuid
from dataclasses import dataclass

import firebase_admin

from signage_core.ports.clock import Clock
from signage_core.ports.mailer import Mailer

from ..accounts.document_tokens import DocumentTokenBacking
from ..accounts.reset_tokens import ResetTokenPolicy
from ..system_clock import SystemClock
from .blobs import FirebaseBlobStorage
from .clients import auth_app, firestore_client, storage_bucket
from .deadlines import Deadline
from .documents import FirestoreDocuments
from .identity import FirebaseIdentity
from .identity_rest import IdentityToolkit


@dataclass(frozen=True, slots=True)
class FirebaseProject:
    """Which Firebase project: its id, its Storage bucket and its Web API key."""

    project_id: str
    bucket: str
    api_key: str


@dataclass(frozen=True, slots=True)
class FirebaseBackend:
    documents: FirestoreDocuments
    blobs: FirebaseBlobStorage
    identity: FirebaseIdentity
    mailer: Mailer
    clock: Clock
    auth: firebase_admin.App

    def close(self) -> None:
        self.documents.close()
        self.identity.close()
        firebase_admin.delete_app(self.auth)


def firebase_backend(
    project: FirebaseProject,
    mailer: Mailer,
    clock: Clock | None = None,
    deadline: Deadline | None = None,
) -> FirebaseBackend:
    """Clients on the emulators when their variables are set, else on Application Default
    Credentials (GOOGLE_APPLICATION_CREDENTIALS); every call within `deadline`."""
    deadline = deadline or Deadline()
    auth = auth_app(project.project_id, f"signage-{uuid.uuid4().hex}", timeout=deadline.seconds)
    clock = clock or SystemClock()
    documents = FirestoreDocuments(deadline.bound_firestore(firestore_client(project.project_id)))
    bucket = storage_bucket(project.project_id, project.bucket)
    codes = ResetTokenPolicy(DocumentTokenBacking(documents.firestore), clock)
    return FirebaseBackend(
        documents=documents,
        blobs=FirebaseBlobStorage(bucket, deadline=deadline),
        identity=FirebaseIdentity(auth, IdentityToolkit(project.api_key, None, deadline), codes),
        mailer=mailer,
        clock=clock,
        auth=auth,
    )
