"""Receiving uploads: the streamed multipart parser, files spooled to disk, image sizes."""
