"""The log's sentences for Quiddler moves: what each player just did, in words.

`describe` speaks of an action just applied to `state` (as `GameState.describe` does).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from tabletop_desktop.engine.core import Action
from tabletop_desktop.engine.quiddler.actions import Discard, Draw, GoOut, LastTurn, Words
from tabletop_desktop.engine.quiddler.rounds import card_label, word_points, word_text
from tabletop_desktop.engine.sentences import Said, counted

if TYPE_CHECKING:
    from tabletop_desktop.engine.quiddler.state import QuiddlerState


def _signed(points: int) -> str:
    """+12, \u22126 (a real minus sign, as on the score sheet), 0."""
    return f"+{points}" if points > 0 else f"\u2212{-points}" if points < 0 else "0"


def words_text(words: Words) -> str:
    """"QUIT, AT": the words as they are written in sentences."""
    return ", ".join(word_text(w) for w in words)


# Every sentence the log says about a Quiddler move, whole, for "you" and for another player.
DREW_FROM_PILE = Said("You drew from the draw pile.", "{name} drew from the draw pile.")
TOOK_FROM_DISCARD = Said("You took {card} from the discard pile.",
                         "{name} took {card} from the discard pile.")
TOOK_A_CARD = Said("You took a card from the discard pile.",
                   "{name} took a card from the discard pile.")
DISCARDED = Said("You discarded {card}.", "{name} discarded {card}.")
WENT_OUT = Said("You went out with {words} ({points} points) and discarded {card}.",
                "{name} went out with {words} ({points} points) and discarded {card}.")
LAST_TURN_WORDS = Said(
    "You laid down {words} ({points} points) on your last turn and discarded {card}.",
    "{name} laid down {words} ({points} points) on their last turn and discarded {card}.")
LAST_TURN_NO_WORD = Said("You laid down no word on your last turn and discarded {card}.",
                         "{name} laid down no word on their last turn and discarded {card}.")
ONE_CARD_LEFT = Said("You have 1 card left (\u2212{points}).",
                     "{name} has 1 card left (\u2212{points}).")
CARDS_LEFT = Said("You have {count} cards left (\u2212{points}).",
                  "{name} has {count} cards left (\u2212{points}).")
NO_CARD_LEFT = Said("You have no card left.", "{name} has no card left.")
MOVED = Said("You moved.", "{name} moved.")
ROUND_OVER = "Round {round} is over: {scores}."
# One item of ROUND_OVER's list (after its colon, so "you" is in lower case).
ROUND_SCORE = Said("you {points} (total {total})", "{name} {points} (total {total})")
SENTENCES = (DREW_FROM_PILE, TOOK_FROM_DISCARD, TOOK_A_CARD, DISCARDED, WENT_OUT,
             LAST_TURN_WORDS, LAST_TURN_NO_WORD, ONE_CARD_LEFT, CARDS_LEFT, NO_CARD_LEFT, MOVED,
             ROUND_SCORE)


def describe(state: QuiddlerState, action: Action, names: Sequence[str]) -> str:
    """A log sentence for `action`, just applied to `state`; when it ended a round, the round's
    scores follow."""
    text = _move(state, action, names)
    result = state.just_scored
    if result is not None:
        scores = ", ".join(
            ROUND_SCORE(names[s], points=_signed(result.scores[s]), total=result.totals[s])
            for s in range(state.seat_count)
        )
        text += " " + ROUND_OVER.format(round=result.round, scores=scores)
    return text


def _move(state: QuiddlerState, action: Action, names: Sequence[str]) -> str:
    name = names[action.seat]
    if isinstance(action, Draw):
        if action.source == "pile":
            return DREW_FROM_PILE(name)
        taken = state.taken[action.seat] if state.turn == action.seat else []
        if state.phase == "discard" and taken:
            return TOOK_FROM_DISCARD(name, card=card_label(taken[-1]))
        return TOOK_A_CARD(name)
    if isinstance(action, Discard):
        return DISCARDED(name, card=card_label(action.card))
    if isinstance(action, GoOut):
        points = sum(word_points(w) for w in action.words)
        return WENT_OUT(name, words=words_text(action.words), points=points,
                        card=card_label(action.discard))
    if isinstance(action, LastTurn):
        card = card_label(action.discard)
        if action.words:
            points = sum(word_points(w) for w in action.words)
            text = LAST_TURN_WORDS(name, words=words_text(action.words), points=points, card=card)
        else:
            text = LAST_TURN_NO_WORD(name, card=card)
        left = _left_after(state, action)
        if left:
            told = counted(len(left), ONE_CARD_LEFT, CARDS_LEFT)
            text += " " + told(name, count=len(left), points=word_points(left))
        elif left is not None:
            text += " " + NO_CARD_LEFT(name)
        return text
    return MOVED(name)


def _left_after(state: QuiddlerState, action: LastTurn) -> tuple[str, ...] | None:
    """The cards a last turn just applied left (None when the state cannot tell)."""
    seat = action.seat
    if state.laid[seat] == action.words and state.left[seat] is not None:
        return state.left[seat]
    if state.round_results and state.round_results[-1].words[seat] == action.words:
        return state.round_results[-1].left[seat]
    return None
