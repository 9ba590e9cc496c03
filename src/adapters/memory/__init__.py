"""In-memory adapters: complete implementations of every port, also a selectable backend.

- `documents.MemoryDocuments`: the kit's repositories (`users`, `clients`, `payments`,
  `catalogue`, `videos`, `medias`, `playlists`, `user_logs`) over `store.MemoryStore`, which
  keeps the same plain documents as the other stores, thread-safe behind one lock.
- `blobs.MemoryBlobStorage`, `identity.MemoryIdentity`, `mail.MemoryMailer`,
  `clock.ManualClock` (and `SystemClock`, re-exported), `video_info.MemoryVideoInfo`,
  `payment_provider.MemoryPaymentProvider`.
- `backend.memory_backend(clock=None)`: one of each, bundled.
"""
