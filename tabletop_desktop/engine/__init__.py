"""Pure-Python game engines. Nothing in this package may import Qt (a test enforces it)."""
