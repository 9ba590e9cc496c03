"""What the `signage` command runs besides the app: serving it and backfilling documents."""
