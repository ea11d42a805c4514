"""Expert (placeholder while it is being written: plays like Hard)."""

from tabletop_desktop.engine.quiddler.bots.hard import HardBot


class ExpertBot(HardBot):
    """Placeholder."""
