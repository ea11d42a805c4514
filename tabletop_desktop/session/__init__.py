"""The Qt model layer: `GameSession` (one open game here), `RemoteSession` (a table on another
computer), both seen by views through the `TableSession` Protocol (`table.py`), and the runners
that think off the GUI thread (`BotRunner`, `HintRunner`).

Only QtCore is used here. Import from the submodules (`session.game_session`, ...) so that the
worker process, which imports `session.bot_worker`, loads neither Qt nor storage.
"""
