"""Round rules that the state, the view and the bots share: checking words and explaining in
words why a go-out or a last turn is refused, the bonuses of a round, card and word labels."""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Iterable, Sequence

from tabletop_desktop.engine.message import Message, Text, translate
from tabletop_desktop.engine.quiddler.cards import DECK, POINTS
from tabletop_desktop.engine.quiddler.events import LONGEST, MOST
from tabletop_desktop.engine.quiddler.scoring import bonus_winners

Word = tuple[str, ...]

ROUNDS = 8


def hand_size(round_number: int) -> int:
    """Cards dealt in a round: 3 in round 1 ... 10 in round 8."""
    return round_number + 2


def card_label(card: str) -> str:
    """How a card is named in sentences: "E", "QU"."""
    return card.upper()


# Letters whose spoken name starts with a vowel sound take "an": an A, an F, an X, an ER.
_AN = frozenset("aefhilmnorsx")


def a_card(card: str) -> Message:
    """"a K card", "an X card": the card's name with its article (the letters stay English)."""
    if card[0] in _AN:
        return translate("quiddler", "an {card} card", "a card whose letter's name starts with a "
                         "vowel sound", card=card_label(card))
    return translate("quiddler", "a {card} card", card=card_label(card))


def word_text(word: Iterable[str]) -> str:
    """The word a row of cards spells, as it is written in sentences: "QUIZ"."""
    return "".join(word).upper()  # a card's name is its letters


def word_points(word: Iterable[str]) -> int:
    return sum(POINTS[c] for c in word)


def word_length(word: Iterable[str]) -> int:
    """Letters in a word (the QU card counts two), as the longest-word bonus counts them."""
    return sum(len(c) for c in word)


def _list_cards(cards: Sequence[str]) -> Text:
    """"E", "E and T", "E, T and S": the cards' letters (English) in a translatable list."""
    names = [card_label(c) for c in cards]
    if len(names) == 1:
        return names[0]
    if len(names) == 2:
        return translate("quiddler", "{first} and {last}", "a list of cards", first=names[0],
                         last=names[1])
    return translate("quiddler", "{first}, {rest}", "a list of three or more cards",
                     first=names[0], rest=_list_cards(cards[1:]))


def missing_card(hand: Sequence[str], cards: Iterable[str]) -> Message | None:
    """None when `hand` holds every card of `cards` (as a multiset); else which one it lacks."""
    have = Counter(hand)
    for card in cards:
        if card not in DECK:
            return translate("quiddler", "{card} is not a Quiddler card.", card=repr(card))
        if have[card] <= 0:
            if card in hand:
                return translate("quiddler", "You don't have another {card} card.",
                                 card=card_label(card))
            return translate("quiddler", "You don't have {card}.", card=a_card(card))
        have[card] -= 1
    return None


def word_problem(word: Sequence[str], word_list: Collection[str]) -> str | None:
    """None when `word` is a word of at least 2 cards in `word_list`; otherwise why not (the
    English of `word_refusal`)."""
    problem = word_refusal(word, word_list)
    return None if problem is None else str(problem)


def word_refusal(word: Sequence[str], word_list: Collection[str]) -> Message | None:
    """`word_problem` as a `Message` (the word itself stays English: it is an English deck)."""
    if not word:
        return translate("quiddler", "An empty row is not a word.")
    if len(word) == 1:
        card = word[0]
        if len(card) == 2:
            return translate("quiddler", "The {card} card alone is not a word: every word needs "
                             "at least 2 cards.", card=card_label(card))
        return translate("quiddler", "{card} alone is not a word: every word needs at least 2 "
                         "cards.", card=card_label(card))
    if "".join(word) not in word_list:
        return translate("quiddler", "{word} is not in the word list.", word=word_text(word))
    return None


def play_problem(
    hand: Sequence[str],
    words: Sequence[Word],
    discard: str,
    word_list: Collection[str],
    *,
    going_out: bool,
) -> Message | None:
    """Why laying `words` down and discarding `discard` from `hand` is refused, or None.

    Going out, every card but the discard must be in a word; on a last turn any cards may stay.
    """
    used = [c for word in words for c in word]
    problem = missing_card(hand, [*used, discard])
    if problem:
        return problem
    for word in words:
        problem = word_refusal(word, word_list)
        if problem:
            return problem
    if going_out:
        rest = Counter(hand)
        rest.subtract([*used, discard])
        unused = sorted(rest.elements())
        if len(unused) == 1:
            return translate("quiddler", "The {cards} card is not used: every card but your "
                             "discard must be in a word.", cards=_list_cards(unused))
        if unused:
            return translate("quiddler", "The {cards} cards are not used: every card but your "
                             "discard must be in a word.", cards=_list_cards(unused))
    return None


def leftover(hand: Sequence[str], words: Sequence[Word], discard: str) -> tuple[str, ...]:
    """The cards of `hand` that are in no word and are not the discard."""
    rest = Counter(hand)
    rest.subtract([c for word in words for c in word])
    rest[discard] -= 1
    left = []
    for card in hand:  # keep the hand's order
        if rest[card] > 0:
            left.append(card)
            rest[card] -= 1
    return tuple(left)


def bonus_awards(words: Sequence[Sequence[Word]], mode: str = "both") -> list[tuple[str, ...]]:
    """Per seat, the bonuses won: "longest" for the single longest word (letters) and "most" for
    the single most words; a tie gives nobody the bonus, a seat with no word gets neither.
    `mode` is "both", "longest", "most" or "none" (the 2-player option). The same judgement as
    the round scores (scoring.bonus_winners), per seat for the score sheet."""
    winners = bonus_winners([{"words": ws} for ws in words], bonuses=mode)
    return [
        tuple(name for name in (LONGEST, MOST) if winners.get(name) == seat)
        for seat in range(len(words))
    ]
