"""Qt views: a QGraphicsScene per game plus shared pieces (table surface, scoreboard, log)."""

from tabletop_desktop.views.common.none_guard import make_none_immortal

make_none_immortal()  # before any painting: see none_guard.py
