"""Pure domain rules: licence state, expiry dates, playlist totals, YouTube links, money,
browser file-link deadlines, and a screen's weekly schedule (`schedules`, which gathers the
`schedule_*` modules)."""
