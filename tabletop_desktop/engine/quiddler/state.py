"""The authoritative Quiddler game: deals, turns, going out, last turns and round scores."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tabletop_desktop.engine.core import (
    Action,
    Event,
    GameOver,
    GameState,
    ScoreChanged,
    TurnChanged,
)
from tabletop_desktop.engine.lazy import LazyRng
from tabletop_desktop.engine.message import Message, Text, translate
from tabletop_desktop.engine.quiddler.actions import Discard, Draw, GoOut, LastTurn, Words
from tabletop_desktop.engine.quiddler.cards import full_deck
from tabletop_desktop.engine.quiddler.describe import describe
from tabletop_desktop.engine.quiddler.events import (
    CardDiscarded,
    CardDrawn,
    LastTurnPlayed,
    PileReshuffled,
    RoundDealt,
    RoundResult,
    RoundScored,
    WentOut,
)
from tabletop_desktop.engine.quiddler.packed_words import game_word_list, game_word_list_key
from tabletop_desktop.engine.quiddler.rounds import (
    ROUNDS,
    a_card,
    bonus_awards,
    hand_size,
    leftover,
    play_problem,
    word_points,
)
from tabletop_desktop.engine.quiddler.scoring import add_round, round_scores
from tabletop_desktop.engine.quiddler.view import QuiddlerView


class QuiddlerState(LazyRng, GameState):
    """A full game. Options: word_list, no_go_out_first_turn, bonuses (2 players), and the hidden
    custom_words, house_allow, house_deny (see info.py)."""

    game_id = "quiddler"

    def __init__(self, seat_count: int, seed: int, options: Mapping[str, Any]) -> None:
        super().__init__(seat_count, seed, options)
        if not 2 <= seat_count <= 8:
            raise ValueError(f"Quiddler takes 2 to 8 players, not {seat_count}.")
        self.words = game_word_list(self.options)
        self.word_list_key = game_word_list_key(self.options)
        self.totals = [0] * seat_count
        self.round_results: list[RoundResult] = []
        self.over = False
        self.end_reason: Text = ""
        # The round the latest action ended (for its log line), else None.
        self.just_scored: RoundResult | None = None
        # The first dealer is drawn by lot; the deal then passes to the left (the next seat).
        self.round = 1
        self.dealer = self.rng.randrange(seat_count)
        self._deal()

    # --- the deal -----------------------------------------------------------------------------
    def _deal(self) -> list[Event]:
        """Shuffle all 118 cards, deal one at a time from the left of the dealer, turn one up."""
        n = self.seat_count
        deck = full_deck()
        self.rng.shuffle(deck)
        self.pile = deck  # the top of a pile is its last item
        self.hands: list[list[str]] = [[] for _ in range(n)]
        order = [(self.dealer + 1 + i) % n for i in range(n)]
        for _ in range(hand_size(self.round)):
            for seat in order:
                self.hands[seat].append(self.pile.pop())
        self.discard_pile = [self.pile.pop()]
        self.discards_seen = [self.discard_pile[-1]]
        self.taken: list[list[str]] = [[] for _ in range(n)]
        self.turns_taken = [0] * n
        self.went_out: int | None = None
        self.last_queue: list[int] = []
        self.laid: list[Words | None] = [None] * n
        self.left: list[tuple[str, ...] | None] = [None] * n
        self.turn = order[0]
        self.phase = "draw"
        return [
            RoundDealt(self.round, self.dealer, hand_size(self.round), self.discard_pile[-1]),
            TurnChanged((self.turn,)),
        ]

    @property
    def hand_size(self) -> int:
        return hand_size(self.round)

    # --- whose turn ---------------------------------------------------------------------------
    def pending(self) -> tuple[int, ...]:
        return () if self.over else (self.turn,)

    def is_over(self) -> bool:
        return self.over

    def scores(self) -> tuple[int, ...]:
        return tuple(self.totals)

    def first_turn_blocked(self, seat: int) -> bool:
        """True when the option forbids `seat` to go out now (its first turn of the round)."""
        return bool(self.options.get("no_go_out_first_turn")) and self.turns_taken[seat] == 0

    # --- actions ------------------------------------------------------------------------------
    def legal_actions(self, seat: int) -> list[Action]:
        """The draws, or one discard per different card (on a last turn: laying nothing down).

        Going out and laying words down have too many arrangements to list; the solver finds the
        good ones (bots), and `check` judges any the person builds."""
        if self.over or seat != self.turn:
            return []
        if self.phase == "draw":
            actions: list[Action] = []
            if self.pile:
                actions.append(Draw(seat, "pile"))
            if self.discard_pile:
                actions.append(Draw(seat, "discard"))
            return actions
        cards = list(dict.fromkeys(self.hands[seat]))
        if self.went_out is not None:
            return [LastTurn(seat, (), c) for c in cards]
        return [Discard(seat, c) for c in cards]

    def check(self, action: Action) -> Message | None:
        if self.over:
            return translate("quiddler", "The game is over.")
        if not isinstance(action.seat, int) or action.seat != self.turn:
            return translate("quiddler", "It is not your turn.")
        seat = action.seat
        hand = self.hands[seat]
        if isinstance(action, Draw):
            if self.phase != "draw":
                return translate("quiddler", "You have already drawn a card this turn: now "
                                 "discard one.")
            if action.source == "pile":
                return None if self.pile else translate("quiddler", "The draw pile is empty.")
            if action.source == "discard":
                return (None if self.discard_pile
                        else translate("quiddler", "The discard pile is empty."))
            return translate("quiddler", "Draw from the draw pile or the discard pile.")
        if self.phase != "discard":
            return translate("quiddler", "Draw a card first, from the draw pile or the discard "
                             "pile.")
        if isinstance(action, Discard):
            if self.went_out is not None:
                return translate("quiddler", "This is your last turn: lay down the words you can "
                                 "(or none), then discard.")
            if action.card not in hand:
                return translate("quiddler", "You don't have {card}.", card=a_card(action.card))
            return None
        if isinstance(action, GoOut | LastTurn):
            if not isinstance(action.words, tuple) or not all(
                isinstance(w, tuple) and all(isinstance(c, str) for c in w) for w in action.words
            ):
                return translate("quiddler", "Those are not words.")
            if isinstance(action, GoOut):
                if self.went_out is not None:
                    return translate("quiddler", "Someone has already gone out: this is your last "
                                     "turn.")
                if self.first_turn_blocked(seat):
                    return translate("quiddler", "Going out on your first turn of a round is not "
                                     "allowed in this game.")
            elif self.went_out is None:
                return translate("quiddler", "Nobody has gone out yet: discard, or go out.")
            return play_problem(
                hand,
                action.words,
                action.discard,
                self.words,
                going_out=isinstance(action, GoOut),
            )
        return translate("quiddler", "That is not a Quiddler move.")

    def _apply(self, action: Action) -> list[Event]:
        seat = action.seat
        hand = self.hands[seat]
        self.just_scored = None
        if isinstance(action, Draw):
            self.phase = "discard"
            if action.source == "pile":
                hand.append(self.pile.pop())
                return [CardDrawn(seat, "pile", None)]
            card = self.discard_pile.pop()
            hand.append(card)
            self.taken[seat].append(card)
            return [CardDrawn(seat, "discard", card)]
        events: list[Event] = []
        if isinstance(action, Discard):
            self._remove(seat, [action.card])
            events.append(CardDiscarded(seat, action.card))
        elif isinstance(action, GoOut):
            self._remove(seat, [c for w in action.words for c in w] + [action.discard])
            self.laid[seat] = action.words
            self.left[seat] = ()
            self.went_out = seat
            self.last_queue = [(seat + i) % self.seat_count for i in range(1, self.seat_count)]
            events.append(WentOut(seat, action.words, action.discard))
        else:
            assert isinstance(action, LastTurn)
            left = leftover(hand, action.words, action.discard)
            self._remove(seat, [c for w in action.words for c in w] + [action.discard])
            self.laid[seat] = action.words
            self.left[seat] = left
            self.last_queue.pop(0)
            events.append(LastTurnPlayed(seat, action.words, left, action.discard))
        discard = action.card if isinstance(action, Discard) else action.discard
        self.discard_pile.append(discard)
        self.discards_seen.append(discard)
        self.turns_taken[seat] += 1
        return events + self._next_turn(seat)

    def _remove(self, seat: int, cards: Sequence[str]) -> None:
        """Take `cards` out of `seat`'s hand; those it had picked up from the discard pile are no
        longer known to be in its hand."""
        for card in cards:
            self.hands[seat].remove(card)
            if card in self.taken[seat]:
                self.taken[seat].remove(card)

    def _next_turn(self, seat: int) -> list[Event]:
        events: list[Event] = []
        if self.went_out is not None:
            if not self.last_queue:
                return self._end_round()
            self.turn = self.last_queue[0]
        else:
            self.turn = (seat + 1) % self.seat_count
        self.phase = "draw"
        if not self.pile:
            # The pile ran out: every discard but the top one is shuffled into a new pile.
            below = self.discard_pile[:-1]
            if not below:
                return self._end_round()  # nothing is left to draw
            self.rng.shuffle(below)
            self.pile = below
            self.discard_pile = self.discard_pile[-1:]
            events.append(PileReshuffled(len(below)))
        events.append(TurnChanged((self.turn,)))
        return events

    def _end_round(self) -> list[Event]:
        """Score the round, clamp the totals, then deal the next round or end the game."""
        n = self.seat_count
        words = tuple(self.laid[s] or () for s in range(n))
        left = tuple(tuple(self.hands[s]) if (kept := self.left[s]) is None else kept
                     for s in range(n))
        mode = self.options.get("bonuses", "both") if n == 2 else "both"
        plays = [{"words": [list(w) for w in words[s]], "left": list(left[s])} for s in range(n)]
        scores = tuple(round_scores(plays, bonuses=mode))
        old = self.totals
        self.totals = list(add_round(old, list(scores)))
        result = RoundResult(
            round=self.round,
            dealer=self.dealer,
            went_out=self.went_out,
            words=words,
            left=left,
            bonuses=tuple(bonus_awards(words, mode)),
            word_points=tuple(sum(word_points(w) for w in ws) for ws in words),
            left_points=tuple(word_points(cards) for cards in left),
            scores=scores,
            totals=tuple(self.totals),
        )
        self.round_results.append(result)
        self.just_scored = result
        events: list[Event] = [
            RoundScored(self.round, words, left, result.bonuses, scores, result.totals, result)
        ]
        events += [ScoreChanged(s, self.totals[s], self.totals[s] - old[s]) for s in range(n)]
        if self.round >= ROUNDS:
            self.over = True
            self.phase = "over"
            best = max(self.totals)
            top = [s for s in range(n) if self.totals[s] == best]
            if len(top) == 1:
                self.end_reason = translate("quiddler", "After {rounds} rounds Player {number} has "
                                            "the most points.", rounds=ROUNDS, number=top[0] + 1)
            else:
                self.end_reason = translate("quiddler", "After {rounds} rounds {count} players "
                                            "share the most points.", rounds=ROUNDS,
                                            count=len(top))
            return events + [GameOver(self.scores(), self.winners(), self.end_reason)]
        self.round += 1
        self.dealer = (self.dealer + 1) % n
        return events + self._deal()

    # --- log ----------------------------------------------------------------------------------
    def describe(self, action: Action, names: Sequence[str]) -> Text:
        return describe(self, action, names)

    # --- information --------------------------------------------------------------------------
    def view_for(self, seat: int) -> QuiddlerView:
        return QuiddlerView(
            seat=seat,
            seat_count=self.seat_count,
            pending=self.pending(),
            scores=self.scores(),
            is_over=self.over,
            hand=tuple(self.hands[seat]),
            hand_counts=tuple(len(h) for h in self.hands),
            round=self.round,
            hand_size=self.hand_size,
            dealer=self.dealer,
            turn=self.turn,
            phase=self.phase,
            pile_count=len(self.pile),
            discard_pile=tuple(self.discard_pile),
            discards_seen=tuple(self.discards_seen),
            taken_from_discard=tuple(tuple(t) for t in self.taken),
            turns_taken=tuple(self.turns_taken),
            went_out=self.went_out,
            last_turns_left=tuple(self.last_queue),
            laid=tuple(self.laid),
            left=tuple(self.left),
            totals=tuple(self.totals),
            round_results=tuple(self.round_results),
            options=dict(self.options),
            word_list_key=self.word_list_key,
        )

    def clone(self) -> QuiddlerState:
        other = QuiddlerState.__new__(QuiddlerState)
        other.__dict__.update(self.__dict__)  # the word list is shared: it never changes
        other.options = dict(self.options)
        self._share_rng_with(other)  # copied lazily: see engine/lazy.py
        other.totals = self.totals.copy()
        other.round_results = self.round_results.copy()
        other.pile = self.pile.copy()
        other.hands = [h.copy() for h in self.hands]
        other.discard_pile = self.discard_pile.copy()
        other.discards_seen = self.discards_seen.copy()
        other.taken = [t.copy() for t in self.taken]
        other.turns_taken = self.turns_taken.copy()
        other.last_queue = self.last_queue.copy()
        other.laid = self.laid.copy()
        other.left = self.left.copy()
        return other

    def snapshot(self) -> dict[str, Any]:
        data = super().snapshot()
        data["round"] = self.round
        data["pile"] = len(self.pile)
        return data
