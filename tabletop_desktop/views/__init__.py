"""Qt views: a QGraphicsScene per game plus shared pieces (table surface, scoreboard, log)."""
