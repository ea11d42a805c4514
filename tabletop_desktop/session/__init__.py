"""The Qt model layer: `GameSession` (one open game) and the `BotRunner` that plays the bots.

Only QtCore is used here. Import from the submodules (`session.game_session`, ...) so that the
worker process, which imports `session.bot_worker`, loads neither Qt nor storage.
"""
