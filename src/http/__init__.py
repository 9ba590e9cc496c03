"""HTTP layer: Litestar app, sessions, guards, SPA serving and the composition root."""
