"""Pure domain rules: licence state, expiry dates, playlist totals, YouTube links, money."""
