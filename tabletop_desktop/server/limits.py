"""The server's limits: a token bucket per connection, failed attempts per address, and caps.

Flooding costs the server almost nothing: a message over the limit is refused before it is
parsed, and a connection that keeps on is closed. Guessing room codes or tokens is slowed to a
few attempts a minute per address.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class Limits:
    """Every number the server holds its clients to (docs/protocol.md, "Limits")."""

    rate_per_s: float = 30.0
    burst: int = 60
    refusals_before_close: int = 40
    bad_json_before_close: int = 20
    failed_attempts: int = 10
    attempt_window_s: float = 60.0
    max_rooms: int = 5000
    connections_per_room: int = 16
    outbox: int = 1024  # messages waiting for a slow client before it is closed


class TokenBucket:
    """`rate` messages a second on average, `burst` at once."""

    def __init__(self, rate: float, burst: int, clock: Callable[[], float] = time.monotonic):
        self.rate, self.burst, self._clock = rate, float(burst), clock
        self._tokens = float(burst)
        self._at = clock()

    def take(self) -> bool:
        now = self._clock()
        self._tokens = min(self.burst, self._tokens + (now - self._at) * self.rate)
        self._at = now
        if self._tokens >= 1.0:
            self._tokens -= 1.0
            return True
        return False


class AttemptLimiter:
    """Failed join/rejoin attempts per address within a sliding window."""

    def __init__(self, most: int, window_s: float, clock: Callable[[], float] = time.monotonic):
        self.most, self.window_s, self._clock = most, window_s, clock
        self._failures: dict[str, deque[float]] = {}

    def _recent(self, address: str) -> deque[float]:
        now = self._clock()
        failures = self._failures.get(address)
        if failures is None:
            return deque()
        while failures and now - failures[0] >= self.window_s:
            failures.popleft()
        if not failures:
            del self._failures[address]
        return failures

    def blocked(self, address: str) -> bool:
        return len(self._recent(address)) >= self.most

    MOST_ADDRESSES = 10_000  # past this many, addresses with no recent failure are forgotten

    def failed(self, address: str) -> bool:
        """Count one failure; True when the address is blocked now."""
        if len(self._failures) >= self.MOST_ADDRESSES:
            for other in list(self._failures):
                self._recent(other)
        failures = self._recent(address)
        if not failures:
            failures = self._failures.setdefault(address, deque())
        failures.append(self._clock())
        return len(failures) >= self.most
