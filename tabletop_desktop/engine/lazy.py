"""Two small pieces every game's engine shares: an RNG that clones copy lazily, and a package's
names loaded on first use.

`LazyRng`: search bots clone states all the time, and copying a Mersenne Twister on every clone
would cost more than the rest of the clone. A clone holds only the (shared, immutable) state tuple
and builds its own Random on first use; the parent keeps that tuple until its RNG moves on.

`lazy_exports`: importing a game's `info.py` for the home screen must not import its engine, so a
game package's `__init__` maps names to submodules and loads each on first use.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable
from typing import Any


class LazyRng:
    """Mixed into a `GameState` before it: `rng` property plus `_share_rng_with(clone)`."""

    _rng: random.Random | None = None
    _rng_state: tuple | None = None

    @property
    def rng(self) -> random.Random:
        r = self._rng
        if r is None:
            # Without a Random of its own, a LazyRng always holds the state to build one from.
            assert self._rng_state is not None
            r = self._rng = random.Random.__new__(random.Random)
            r.setstate(self._rng_state)
        self._rng_state = None  # the caller may advance it
        return r

    @rng.setter
    def rng(self, value: random.Random) -> None:
        self._rng = value
        self._rng_state = None

    def _share_rng_with(self, other: LazyRng) -> None:
        """Give the clone `other` this RNG's state, to be built into a Random when first used."""
        if self._rng_state is None:
            assert self._rng is not None
            self._rng_state = self._rng.getstate()
        other._rng = None
        other._rng_state = self._rng_state


def lazy_exports(
    package: str, exports: dict[str, str], namespace: dict[str, Any]
) -> tuple[Callable[[str], Any], Callable[[], list[str]]]:
    """`__getattr__` and `__dir__` for `package`: `exports` maps each name to the submodule that
    defines it; a name is imported on first use and then kept in `namespace` (the package's
    globals)."""

    def getattr_(name: str) -> Any:
        module = exports.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(f"{package}.{module}"), name)
        namespace[name] = value
        return value

    def dir_() -> list[str]:
        return sorted(set(namespace) | set(exports))

    return getattr_, dir_
