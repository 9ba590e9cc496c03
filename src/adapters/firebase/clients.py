"""Building the Google clients: real credentials in production, none under the emulators."""

from __future__ import annotations

import os
from collections.abc import Mapping

import firebase_admin
import google.cloud.storage as storage
from google.auth.credentials import AnonymousCredentials, Credentials
from google.cloud.firestore_v1.client import Client as FirestoreClient

from .deadlines import DEFAULT_DEADLINE_SECONDS

IDENTITY_TOOLKIT = "https://identitytoolkit.googleapis.com/v1"
FIREBASE_DOWNLOADS = "https://firebasestorage.googleapis.com/v0"
AUTH_EMULATOR_VARIABLE = "FIREBASE_AUTH_EMULATOR_HOST"
STORAGE_EMULATOR_VARIABLE = "STORAGE_EMULATOR_HOST"
FIRESTORE_EMULATOR_VARIABLE = "FIRESTORE_EMULATOR_HOST"


def storage_bucket(
    project_id: str, bucket_name: str, credentials: Credentials | None = None
) -> storage.Bucket:
    """The Cloud Storage bucket; under the Storage emulator the client signs nothing."""
    if os.environ.get(STORAGE_EMULATOR_VARIABLE):
        credentials = AnonymousCredentials()
    client = storage.Client(project=project_id, credentials=credentials)
    return client.bucket(bucket_name)


def firestore_client(project_id: str, credentials: Credentials | None = None) -> FirestoreClient:
    """The Firestore client; under the Firestore emulator it signs nothing. Without
    `credentials`, production uses Application Default Credentials
    (`GOOGLE_APPLICATION_CREDENTIALS`)."""
    if os.environ.get(FIRESTORE_EMULATOR_VARIABLE):
        credentials = AnonymousCredentials()
    return FirestoreClient(project=project_id, credentials=credentials)


def auth_app(
    project_id: str,
    name: str,
    credential: firebase_admin.credentials.Base | None = None,
    timeout: float = DEFAULT_DEADLINE_SECONDS,
) -> firebase_admin.App:
    """A firebase_admin app for Auth (the Auth emulator needs the project id only), its HTTP
    calls bounded by `timeout` seconds. Without `credential`, production uses Application
    Default Credentials."""
    options = {"projectId": project_id, "httpTimeout": timeout}
    return firebase_admin.initialize_app(credential, options, name=name)


def identity_toolkit_url(environ: Mapping[str, str] = os.environ) -> str:
    """Where the Identity Toolkit REST calls go: the Auth emulator when it is configured."""
    host = environ.get(AUTH_EMULATOR_VARIABLE)
    return f"http://{host}/identitytoolkit.googleapis.com/v1" if host else IDENTITY_TOOLKIT


def download_url_base(environ: Mapping[str, str] = os.environ) -> str:
    """Firebase download URLs in production; the Storage emulator's media endpoint (same
    `/b/{bucket}/o/{object}?alt=media&token=` shape, token unchecked) under it."""
    host = environ.get(STORAGE_EMULATOR_VARIABLE)
    return f"{host.rstrip('/')}/download/storage/v1" if host else FIREBASE_DOWNLOADS
