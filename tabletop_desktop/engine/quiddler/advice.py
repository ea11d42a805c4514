"""Quiddler's hint: the exact solver's advice for one seat, from its view alone.

`advise(view, rng, budget_s)` is what the session's hint runner calls in the bots' worker process;
`advise_hand` is the same advice for a hand and the facts of a turn (the tests' door in). The
word list comes from the view's own options (`QuiddlerView.word_list`), unpacked once per process
and cached there, so the worker pays for it on the first hint of a game only.

The solver is exact and fast (milliseconds), so the time budget is not needed; the draw advice
compares the best words with the discard pile's top card against the best words without it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from tabletop_desktop.engine.core import Action, Advice
from tabletop_desktop.engine.message import Message, Value, translate
from tabletop_desktop.engine.quiddler.actions import Discard, Draw, GoOut, LastTurn
from tabletop_desktop.engine.quiddler.rounds import card_label
from tabletop_desktop.engine.quiddler.solver import best_play
from tabletop_desktop.engine.quiddler.view import QuiddlerView
from tabletop_desktop.engine.quiddler.words import WordList

Words = tuple[tuple[str, ...], ...]

TAKE_TO_GO_OUT = translate("quiddler", "Take the {card} from the discard pile: then you can go out with {words}.")
TAKE_TO_BUILD = translate("quiddler", "Take the {card} from the discard pile: it helps make {words}.")
DRAW_EMPTY_DISCARD = translate("quiddler", "Draw from the draw pile: the discard pile is empty.")
DRAW_NO_HELP = translate("quiddler", "Draw from the draw pile: the {card} on the discard pile does not help your "
                    "words.")
GO_OUT = translate("quiddler", "You can go out: {words} ({points} points), discarding {card}. The words are in the "
              "rows: press Go out (G).")
NO_WORD_AT_ALL = translate("quiddler", "No word can be made from these cards: discard your dearest card.")
LAST_TURN_NO_WORD = translate("quiddler", "No word can be laid down: discard {card} ({points} points this round) "
                         "\u2014 double-click it to finish.")
LAST_TURN_WORDS = translate("quiddler", "Lay down {words} and discard {card} ({points} points this round): the "
                       "words are in the rows, so double-click the {card} to finish.")
KEEP_BUILDING = translate("quiddler", "No way to go out yet. Keep building {words} and discard {card}.")
NO_WORD_YET = translate("quiddler", "No word yet: discard {card}.")




def _said(template: Message, **values: Value) -> Message:
    """`template` (one of the hints above) with its values."""
    return Message(template.context, template.source, values)


def signed(n: int) -> str:
    """+5, −3, 0: a round's score as the sheet writes it."""
    return f"+{n}" if n > 0 else (f"\u2212{-n}" if n < 0 else "0")


def _words(words: Sequence[Sequence[str]]) -> str:
    return ", ".join("".join(card_label(c) for c in w) for w in words)


def advise(view: QuiddlerView, rng: random.Random, budget_s: float) -> Advice:
    """The solver's advice for `view.seat`: which pile to draw from, or the best go-out, or the
    best words to keep (on a last turn: to lay down) and what to discard."""
    del rng, budget_s  # the solver is exact and fast: nothing to sample, no need to stop early
    return advise_hand(view.seat, view.hand, view.phase, view.discard_top, view.word_list(),
                       last_turn=view.went_out is not None, may_go_out=view.may_go_out)


def advise_hand(seat: int, hand: Sequence[str], phase: str, discard_top: str | None,
                word_list: WordList, *, last_turn: bool, may_go_out: bool) -> Advice:
    """`advise` for a hand and the facts of the turn. `Advice.action` is the move advised (a
    draw, a go-out, a last turn or a discard); `Advice.cards` the words to lay out in the rows."""
    hand = tuple(hand)
    if phase == "draw":
        return _draw_advice(seat, hand, discard_top, word_list, last_turn)
    if may_go_out:
        out = best_play(hand, word_list, going_out=True)
        if out is not None:
            words = tuple(tuple(w) for w in out.words)
            return Advice(_said(GO_OUT, words=_words(words), points=out.score,
                                 card=card_label(out.discard)),
                          GoOut(seat, words, out.discard), words)
    keep = best_play(hand, word_list, going_out=False)
    if keep is None:
        return Advice(NO_WORD_AT_ALL)
    words, discard = tuple(tuple(w) for w in keep.words), keep.discard
    card, points = card_label(discard), signed(keep.score)
    action: Action
    if last_turn:
        text = (_said(LAST_TURN_WORDS, words=_words(words), card=card, points=points) if words
                else _said(LAST_TURN_NO_WORD, card=card, points=points))
        action = LastTurn(seat, words, discard)
    else:
        text = (_said(KEEP_BUILDING, words=_words(words), card=card) if words
                else _said(NO_WORD_YET, card=card))
        action = Discard(seat, discard)
    return Advice(text, action, words)


def _draw_advice(seat: int, hand: tuple[str, ...], top: str | None, word_list: WordList,
                 last_turn: bool) -> Advice:
    if top is not None and hand:
        with_top = hand + (top,)
        if not last_turn:
            out = best_play(with_top, word_list, going_out=True)
            if out is not None:
                return Advice(_said(TAKE_TO_GO_OUT, card=card_label(top), words=_words(out.words)),
                              Draw(seat, "discard"))
        keep_with = best_play(with_top, word_list, going_out=False)
        # Without the top card: as if the card drawn were one more of the hand's own.
        keep_now = best_play(hand + (hand[0],), word_list, going_out=False)
        if keep_with is not None and (keep_now is None or keep_with.score > keep_now.score):
            return Advice(_said(TAKE_TO_BUILD, card=card_label(top),
                                        words=_words(keep_with.words) or translate("quiddler", "words")),
                          Draw(seat, "discard"))
    if top is None:
        return Advice(DRAW_EMPTY_DISCARD, Draw(seat, "pile"))
    return Advice(_said(DRAW_NO_HELP, card=card_label(top)), Draw(seat, "pile"))
