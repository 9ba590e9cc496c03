"""The repository ports, each written once over a `DocumentStore` with the kit's mapping."""
