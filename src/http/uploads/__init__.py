"""Receiving uploads: the streamed multipart parser, files spooled to disk, the core's Upload."""
