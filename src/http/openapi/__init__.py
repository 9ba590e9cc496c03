"""The OpenAPI at /schema: each route's answers documented, and what Litestar cannot infer."""
