"""Use cases of screens: pairing, the screens list, manifests and heartbeats."""
