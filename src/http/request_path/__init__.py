"""What every request passes through: ASGI layers, limits, threads, reads, error answers, logs."""
