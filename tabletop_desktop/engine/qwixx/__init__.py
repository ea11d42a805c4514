"""Qwixx (not built yet: listed on the home screen as coming soon)."""
