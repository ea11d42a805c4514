"""Room codes and seat tokens: made with `secrets`, checked by shape, kept only as hashes.

The host's app makes the room code (`new_room_code`) and the server checks it (`room_code`); the
server makes the tokens (`new_token`) and keeps their SHA-256 (`token_hash`), compared in constant
time (`token_matches`), so a copy of the data folder gives nobody a seat.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets

# No 0/O, 1/I/L: a code read aloud or copied by hand is not mistaken. 31 characters, 10 of them:
# about 49.5 bits.
ROOM_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
ROOM_CODE_LENGTH = 10
TOKEN_BYTES = 24  # secrets.token_urlsafe(24): 32 characters, 192 bits
MAX_TOKEN_CHARS = 64


def new_room_code() -> str:
    return "".join(secrets.choice(ROOM_CODE_ALPHABET) for _ in range(ROOM_CODE_LENGTH))


def room_code(text: str) -> str | None:
    """`text` as a room code (upper-cased), or None when it is not one."""
    code = text.strip().upper()
    if len(code) != ROOM_CODE_LENGTH or any(c not in ROOM_CODE_ALPHABET for c in code):
        return None
    return code


def new_token() -> str:
    return secrets.token_urlsafe(TOKEN_BYTES)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def token_matches(token: str, stored_hash: str | None) -> bool:
    if not stored_hash:
        return False
    return hmac.compare_digest(token_hash(token), stored_hash)
