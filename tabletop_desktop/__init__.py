"""Tabletop Desktop: Qwirkle, Qwixx and Quiddler against local bots."""

__version__ = "0.1.0"
APP_NAME = "Tabletop Desktop"
APP_ID = "tabletop-desktop"
ORGANIZATION = "Tabletop Desktop"
