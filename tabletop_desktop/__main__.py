"""`python -m tabletop_desktop` starts the app (same as the `tabletop-desktop` command)."""

from tabletop_desktop.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
