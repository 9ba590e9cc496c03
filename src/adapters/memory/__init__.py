"""In-memory adapters: complete implementations of every port, also a selectable backend."""
