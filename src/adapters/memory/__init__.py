"""In-memory adapters: complete implementations of every port, also a selectable backend.

- `documents.MemoryDocuments`: the repositories (`users`, `clients`, `payments`, `catalogue`,
  `videos`, `medias`, `playlists`, `user_logs`), thread-safe behind one lock.
- `blobs.MemoryBlobStorage`, `identity.MemoryIdentity`, `mail.MemoryMailer`,
  `clock.ManualClock` / `clock.SystemClock`, `video_info.MemoryVideoInfo`,
  `payment_provider.MemoryPaymentProvider`.
- `backend.memory_backend(clock=None)`: one of each, bundled.
"""
