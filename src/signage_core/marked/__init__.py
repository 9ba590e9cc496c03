"""Repositories whose writes bump the change marks (`ports.change_marks`) of what they
changed, after the write committed: every write that can change a screen's manifest (a screen,
a playlist, a media, a client with its licence, a user's active flag) goes through one of
these, whatever use case makes it. Each wraps the backend's repository and adds nothing else.
"""
