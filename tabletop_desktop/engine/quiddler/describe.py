"""The log's sentences for Quiddler moves: what each player just did, in words.

`describe` speaks of an action just applied to `state` (as `GameState.describe` does).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from tabletop_desktop.engine.core import Action
from tabletop_desktop.engine.message import Message, Text, translate
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
DREW_FROM_PILE = Said(translate("quiddler", "You drew from the draw pile."), translate("quiddler", "{name} drew from the draw pile."))
TOOK_FROM_DISCARD = Said(translate("quiddler", "You took {card} from the discard pile."),
                         translate("quiddler", "{name} took {card} from the discard pile."))
TOOK_A_CARD = Said(translate("quiddler", "You took a card from the discard pile."),
                   translate("quiddler", "{name} took a card from the discard pile."))
DISCARDED = Said(translate("quiddler", "You discarded {card}."), translate("quiddler", "{name} discarded {card}."))
WENT_OUT = Said(translate("quiddler", "You went out with {words} ({points} points) and discarded {card}."),
                translate("quiddler", "{name} went out with {words} ({points} points) and discarded {card}."))
LAST_TURN_WORDS = Said(
    translate("quiddler", "You laid down {words} ({points} points) on your last turn and discarded {card}."),
    translate("quiddler", "{name} laid down {words} ({points} points) on their last turn and discarded {card}."))
LAST_TURN_NO_WORD = Said(translate("quiddler", "You laid down no word on your last turn and discarded {card}."),
                         translate("quiddler", "{name} laid down no word on their last turn and discarded {card}."))
ONE_CARD_LEFT = Said(translate("quiddler", "You have 1 card left (\u2212{points})."),
                     translate("quiddler", "{name} has 1 card left (\u2212{points})."))
CARDS_LEFT = Said(translate("quiddler", "You have {count} cards left (\u2212{points})."),
                  translate("quiddler", "{name} has {count} cards left (\u2212{points})."))
NO_CARD_LEFT = Said(translate("quiddler", "You have no card left."), translate("quiddler", "{name} has no card left."))
MOVED = Said(translate("quiddler", "You moved."), translate("quiddler", "{name} moved."))
ROUND_OVER = translate("quiddler", "Round {round} is over: {scores}.")
# One item of ROUND_OVER's list (after its colon, so "you" is in lower case).
ROUND_SCORE = Said(translate("quiddler", "you {points} (total {total})"), translate("quiddler", "{name} {points} (total {total})"))
SENTENCES = (DREW_FROM_PILE, TOOK_FROM_DISCARD, TOOK_A_CARD, DISCARDED, WENT_OUT,
             LAST_TURN_WORDS, LAST_TURN_NO_WORD, ONE_CARD_LEFT, CARDS_LEFT, NO_CARD_LEFT, MOVED,
             ROUND_SCORE)


def joined(parts: Sequence[Text], separator: str = " ") -> Text:
    """`parts` (whole sentences, or the items of a list) one after another with `separator`
    between them, as one `Message` whose values are the parts. Each part is translated on its
    own; the joint is no sentence (context "", nothing to translate) and stays flat, so a long
    log line nests no deeper than its deepest part."""
    if len(parts) == 1:
        return parts[0]
    template = separator.join(f"{{p{i}}}" for i in range(len(parts)))
    return Message("", template, {f"p{i}": part for i, part in enumerate(parts)})


def describe(state: QuiddlerState, action: Action, names: Sequence[str]) -> Text:
    """A log sentence for `action`, just applied to `state`; when it ended a round, the round's
    scores follow."""
    text = _move(state, action, names)
    result = state.just_scored
    if result is not None:
        scores = joined([
            ROUND_SCORE(names[s], points=_signed(result.scores[s]), total=result.totals[s])
            for s in range(state.seat_count)
        ], ", ")
        return joined([text, _said_round(result.round, scores)])
    return text


def _said_round(round_number: int, scores: Text) -> Message:
    return Message(ROUND_OVER.context, ROUND_OVER.source, {"round": round_number,
                                                           "scores": scores})


def _move(state: QuiddlerState, action: Action, names: Sequence[str]) -> Text:
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
            return joined([text, told(name, count=len(left), points=word_points(left))])
        if left is not None:
            return joined([text, NO_CARD_LEFT(name)])
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
