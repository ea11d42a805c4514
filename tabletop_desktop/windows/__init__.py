"""The main window and its dialogs, built from the Qt Designer forms in `ui/`."""
