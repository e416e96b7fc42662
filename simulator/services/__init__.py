"""Use cases of the app, each one short transaction: the only layer the GUI and CLI call."""
