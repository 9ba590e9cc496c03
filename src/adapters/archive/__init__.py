"""Moving a whole portal between backends: `signage export FILE` and `signage import FILE`.

The archive is one zip file:

- `manifest.json`: `{"format": "signage-archive", "version": 2, "exportedAt", "documents":
  {collection: count}, "files": count, "accounts": count, "members": {name: {"size",
  "sha256"}}}`, the size and SHA-256 of every other member;
- `documents/<collection>.json`: `[{"id", "data"}]` for each collection the archive carries
  (`carried.CARRIED`: spec §3's, and since version 2 the screens, their places and the second
  factors; version 1 archives still import), with the field names as stored; times are
  `{"$time": "2024-05-01T09:30:00.000000Z"}`;
- `accounts.json`: `[{"uid", "email", "disabled", "passwordHash"}]`;
- `files.json`: `[{"path", "contentType", "customMetadata"}]`, and `files/<path>` the bytes.

Import reads and checks the whole archive before it writes anything (`reading`: every member
against the manifest within the caps of `limits`, every document, account and file as the
portal will read it, and the links users typed in the documents: web addresses only,
`web_addresses`), then writes accounts, files and documents under their ids and paths, so
importing twice changes nothing.
Download links stored in documents are issued again by the receiving storage.
"""
