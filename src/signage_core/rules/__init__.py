"""Pure domain rules: licence state, expiry dates, playlist totals, YouTube links, money,
browser file-link deadlines."""
