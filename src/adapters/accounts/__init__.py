"""The identity adapters' shared rules: email checks and keys, password length, and the one
reset-token policy (each identity adapter supplies only the token storage)."""
