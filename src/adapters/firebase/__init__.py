"""The Firebase backend: Firestore documents, Cloud Storage blobs and Firebase Auth identity.

Clients come from google-cloud-* directly (`clients.py`); firebase_admin serves Auth only.
Under the emulators (`STORAGE_EMULATOR_HOST`, `FIREBASE_AUTH_EMULATOR_HOST`) no credentials
are needed. The Firestore document store (`store.py`) runs the shared document kit's
repositories; `backend.py` bundles everything as a `Backend`."""
