"""Response and request bodies: msgspec Structs in camelCase, built from entities."""
