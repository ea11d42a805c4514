"""The network server: rooms of network games, played by the rules on this process only.

No Qt here, ever: the server imports the engine, the storage layer's JSON files, the Qt-free bot
worker functions, the standard library and `websockets`. docs/protocol.md describes what crosses
the network; `protocol.py` is that document in code.
"""
