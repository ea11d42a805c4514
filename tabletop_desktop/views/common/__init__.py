"""View pieces shared by every game."""
