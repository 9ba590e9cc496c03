"""Use cases of accounts: sign-in, two-factor, passwords, sessions and users."""
