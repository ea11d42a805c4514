"""Work that must not stall the window: loading the game's word list and finding a hint with the
exact solver. Both run in the Qt thread pool; answers to an outdated question are dropped."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from tabletop_desktop.views.quiddler.card_art import card_label


@dataclass(frozen=True)
class Hint:
    """A suggestion: a sentence, and the cards to lay out (words, then the discard) if any."""

    text: str
    words: tuple[tuple[str, ...], ...] = ()
    discard: str | None = None
    source: str | None = None  # in the draw phase: "pile" or "discard"


def signed(n: int) -> str:
    return f"+{n}" if n > 0 else (f"\u2212{-n}" if n < 0 else "0")


def _word(cards) -> str:  # noqa: ANN001
    return "".join(card_label(c) for c in cards)


def _words(words) -> str:  # noqa: ANN001
    return ", ".join(_word(w) for w in words)


def _score(play: Any) -> int:
    return play["score"] if isinstance(play, dict) else play.score


def _field(play: Any, name: str) -> Any:
    return play[name] if isinstance(play, dict) else getattr(play, name)


def find_hint(hand: tuple[str, ...], phase: str, discard_top: str | None, word_list: Any,
              last_turn: bool, may_go_out: bool) -> Hint:
    """The solver's advice for a hand: which pile to draw from, or the best go-out, or the best
    words to keep (on a last turn: the best words to lay down) and what to discard."""
    from tabletop_desktop.engine.quiddler.solver import best_play

    if phase == "draw":
        if discard_top is not None and len(hand) >= 1:
            with_top = tuple(hand) + (discard_top,)
            if not last_turn:
                out = best_play(with_top, word_list, going_out=True)
                if out is not None:
                    return Hint(f"Take the {card_label(discard_top)} from the discard pile: then you "
                                f"can go out with {_words(_field(out, 'words'))}.", source="discard")
            keep_with = best_play(with_top, word_list, going_out=False)
            keep_now = best_play(tuple(hand) + (hand[0],), word_list, going_out=False) if hand else None
            if keep_with is not None and (keep_now is None or _score(keep_with) > _score(keep_now)):
                return Hint(f"Take the {card_label(discard_top)} from the discard pile: it helps "
                            f"make {_words(_field(keep_with, 'words')) or 'words'}.", source="discard")
        if discard_top is None:
            return Hint("Draw from the draw pile: the discard pile is empty.", source="pile")
        return Hint(f"Draw from the draw pile: the {card_label(discard_top)} on the discard pile "
                    "does not help your words.", source="pile")
    if may_go_out:
        out = best_play(tuple(hand), word_list, going_out=True)
        if out is not None:
            words, discard = tuple(tuple(w) for w in _field(out, "words")), _field(out, "discard")
            return Hint(f"You can go out: {_words(words)} ({_score(out)} points), discarding "
                        f"{card_label(discard)}. The words are in the rows: press Go out (G).",
                        words, discard)
    keep = best_play(tuple(hand), word_list, going_out=False)
    if keep is None:
        return Hint("No word can be made from these cards: discard your dearest card.")
    words, discard = tuple(tuple(w) for w in _field(keep, "words")), _field(keep, "discard")
    if last_turn and not words:
        text = (f"No word can be laid down: discard {card_label(discard)} "
                f"({signed(_score(keep))} points this round) \u2014 double-click it to finish.")
    elif last_turn:
        text = (f"Lay down {_words(words) or 'no word'} and discard {card_label(discard)} "
                f"({signed(_score(keep))} points this round): the words are in the rows, so "
                f"double-click the {card_label(discard)} to finish.")
    elif words:
        text = (f"No way to go out yet. Keep building {_words(words)} and discard "
                f"{card_label(discard)}.")
    else:
        text = f"No word yet: discard {card_label(discard)}."
    return Hint(text, words, discard)


class _Relay(QObject):
    done = Signal(int, object)  # token, result (or an Exception)


class _Task(QRunnable):
    def __init__(self, fn: Callable[[], Any], token: int, relay: _Relay) -> None:
        super().__init__()
        self.fn, self.token, self.relay = fn, token, relay

    def run(self) -> None:
        try:
            result = self.fn()
        except Exception as exc:  # noqa: BLE001 - reported to the GUI thread, never raised here
            result = exc
        self.relay.done.emit(self.token, result)


class Background(QObject):
    """One question at a time off the GUI thread; `found(result)` for the latest question only."""

    found = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._relay = _Relay(self)
        self._relay.done.connect(self._on_done)
        self._token = 0
        self.running = False

    def request(self, fn: Callable[[], Any]) -> None:
        self._token += 1
        self.running = True
        QThreadPool.globalInstance().start(_Task(fn, self._token, self._relay))

    def cancel(self) -> None:
        self._token += 1
        self.running = False

    def _on_done(self, token: int, result: object) -> None:
        if token != self._token:
            return
        self.running = False
        self.found.emit(result)
