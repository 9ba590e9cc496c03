"""Who is calling: sessions, cookies, CSRF, the signed-in actor and the TV box's token."""
