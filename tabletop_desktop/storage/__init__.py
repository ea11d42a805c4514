"""Where Tabletop Desktop keeps its files: folders, atomic versioned JSON, settings, saved games,
autosave, finished-game records, statistics and the log file. Nothing here imports Qt.

Import from the submodules (`storage.settings`, `storage.saves`, ...); this package file stays
empty so that importing one part does not load the others.
"""
