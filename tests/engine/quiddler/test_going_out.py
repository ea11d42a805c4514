"""Going out, the refusals in words, the last turns, the first-turn option and round scores."""

from __future__ import annotations

import pytest

from tabletop_desktop.engine.core import GameOver, IllegalAction, ScoreChanged, TurnChanged
from tabletop_desktop.engine.quiddler.actions import Discard, Draw, GoOut, LastTurn
from tabletop_desktop.engine.quiddler.events import (
    LastTurnPlayed,
    RoundDealt,
    RoundScored,
    WentOut,
)
from tabletop_desktop.engine.quiddler.rounds import bonus_awards
from tabletop_desktop.engine.quiddler.scoring import add_round, round_scores
from tests.engine.quiddler.tables import AnyWord, fingerprint, table


def drawn(hands, card, **kwargs):
    """A table where seat 0 has just drawn `card` from the discard pile."""
    state = table(hands, discard=[card], **kwargs)
    state.apply(Draw(0, "discard"))
    return state


@pytest.mark.parametrize(
    ("hand", "words", "discard", "reason"),
    [
        # A lone double-letter card is not a word, even when its letters are in the list.
        (["in", "q", "u", "i", "t", "e"], (("in",), ("q", "u", "i", "t")), "e",
         "The IN card alone is not a word: every word needs at least 2 cards."),
        (["cl", "a", "t", "e", "x", "o"], (("cl",), ("a", "t", "e")), "x",
         "The CL card alone is not a word: every word needs at least 2 cards."),
        (["a", "t", "e", "x", "o", "k"], (("a",), ("t", "e")), "x",
         "A alone is not a word: every word needs at least 2 cards."),
        (["q", "i", "z", "a", "t", "e"], (("q", "i", "z"), ("a", "t")), "e",
         "QIZ is not in the word list."),
        (["a", "t", "k", "o", "x", "e"], (("a", "t"), ("o", "x")), "e",
         "The K card is not used: every card but your discard must be in a word."),
        (["a", "t", "k", "z", "x", "e"], (("a", "t"),), "e",
         "The K, X and Z cards are not used: every card but your discard must be in a word."),
        (["a", "t", "e", "o", "x", "s"], (("a", "t", "e"), ("o", "x")), "z",
         "You don't have a Z card."),
        (["a", "t", "e", "o", "x", "s"], (("a", "t", "e"), ("o", "x", "x")), "s",
         "You don't have another X card."),
        (["a", "t", "e", "o", "x", "s"], (("a", "t", "e"), ()), "o",
         "An empty row is not a word."),
    ],
)
def test_a_refused_go_out_says_which_word_or_card_is_wrong(hand, words, discard, reason):
    state = drawn([hand[:5], ["s", "e", "a", "t", "o"]], hand[5])
    assert state.round == 3 and state.hands[0] == hand
    before = fingerprint(state)
    assert str(state.check(GoOut(0, words, discard))) == reason
    with pytest.raises(IllegalAction):
        state.apply(GoOut(0, words, discard))
    assert fingerprint(state) == before


def test_qu_spelled_with_the_qu_card_or_with_q_and_u():
    for hand, word in ((["q", "u", "i", "t"], ("q", "u", "i", "t")),
                       (["qu", "i", "t", "s"], ("qu", "i", "t", "s"))):
        state = drawn([hand, ["s", "e", "a", "t"]], "x", round_number=2)
        assert state.check(GoOut(0, (word,), "x")) is None
        events = state.apply(GoOut(0, (word,), "x"))
        assert events[0] == WentOut(0, (word,), "x")
    # The QU card is one card: QU + A is QUA (2 cards, 3 letters); its letters never split.
    state = drawn([["qu", "a", "a", "t"], ["s", "e", "a", "t"]], "u", round_number=2)
    assert state.check(GoOut(0, (("qu", "a"), ("a", "t")), "u")) is None
    assert str(state.check(GoOut(0, (("u", "qu", "a"), ("a", "t")), "u"))) == (
        "You don't have another U card."
    )
    state.hands[0] = ["qu", "a", "u", "t", "x"]
    assert str(state.check(GoOut(0, (("u", "qu", "a", "t"),), "x"))) == "UQUAT is not in the word list."


def test_going_out_gives_every_other_seat_one_last_turn_in_order():
    hands = [["a", "t", "e"], ["s", "e", "a"], ["x", "o", "k"], ["t", "i", "n"]]
    state = table(hands, discard=["e"], dealer=1)  # seat 2 plays first
    assert state.turn == 2
    state.apply(Draw(2, "pile"))
    first_draw = state.hands[2][-1]
    state.apply(Discard(2, "k"))
    state.apply(Draw(3, "discard"))
    events = state.apply(GoOut(3, (("t", "i", "n"),), "k"))
    assert events == [WentOut(3, (("t", "i", "n"),), "k"), TurnChanged((0,))]
    view = state.view_for(1)
    assert view.went_out == 3 and view.last_turns_left == (0, 1, 2)
    assert view.laid[3] == (("t", "i", "n"),) and view.hand_counts[3] == 0
    # On a last turn a plain discard is refused; going out again too.
    state.apply(Draw(0, "pile"))
    drawn_card = state.hands[0][-1]
    assert str(state.check(Discard(0, "a"))) == (
        "This is your last turn: lay down the words you can (or none), then discard."
    )
    assert str(state.check(GoOut(0, (("a", "t", "e"),), drawn_card))) == (
        "Someone has already gone out: this is your last turn."
    )
    assert str(state.check(LastTurn(0, (("e", "t"),), "a"))) == "ET is not in the word list."
    assert state.legal_actions(0)[0] == LastTurn(0, (), "a")
    events = state.apply(LastTurn(0, (("a", "t", "e"),), drawn_card))
    assert events == [LastTurnPlayed(0, (("a", "t", "e"),), (), drawn_card), TurnChanged((1,))]
    state.apply(Draw(1, "pile"))
    pile_card = state.hands[1][-1]
    events = state.apply(LastTurn(1, (), pile_card))
    assert events[0] == LastTurnPlayed(1, (), ("s", "e", "a"), pile_card)
    state.apply(Draw(2, "pile"))
    card = state.hands[2][-1]
    events = state.apply(LastTurn(2, (("o", "x"),), card))
    kinds = [type(e) for e in events]
    assert kinds[:2] == [LastTurnPlayed, RoundScored]
    assert kinds[2:6] == [ScoreChanged] * 4 and kinds[6:] == [RoundDealt, TurnChanged]
    result = state.round_results[0]
    assert result.went_out == 3 and result.words[1] == () and result.left[1] == ("s", "e", "a")
    assert result.left[2] == (first_draw,)
    # ATE and TIN both have 3 letters: nobody gets the longest word; three seats have one word
    # each: nobody gets the most words either.
    assert result.bonuses == ((), (), (), ())
    assert result.word_points == (7, 0, 14, 10)
    left2 = result.left_points[2]
    assert result.scores == (7, -7, 14 - left2, 10)
    assert result.totals == (7, 0, max(0, 14 - left2), 10)
    assert state.round == 2 and state.dealer == 2 and state.turn == 3


def test_no_going_out_on_the_first_turn_when_the_option_is_on():
    hands = [["a", "t", "e"], ["s", "e", "a"]]
    state = table(hands, discard=["x"], options={"no_go_out_first_turn": True})
    state.apply(Draw(0, "discard"))
    go_out = GoOut(0, (("a", "t", "e"),), "x")
    assert str(state.check(go_out)) == (
        "Going out on your first turn of a round is not allowed in this game."
    )
    assert not state.view_for(0).may_go_out
    state.apply(Discard(0, "x"))
    state.apply(Draw(1, "pile"))
    state.apply(Discard(1, state.hands[1][-1]))
    state.apply(Draw(0, "discard"))  # the card seat 1 just drew and discarded
    go_out = GoOut(0, (("a", "t", "e"),), state.hands[0][-1])
    assert state.view_for(0).may_go_out and state.check(go_out) is None
    plain = table(hands, discard=["x"])
    plain.apply(Draw(0, "discard"))
    assert plain.check(GoOut(0, (("a", "t", "e"),), "x")) is None
    assert plain.view_for(0).may_go_out


def test_bonuses_need_a_single_winner_and_a_word():
    at, quit_, seat_ = ("a", "t"), ("qu", "i", "t"), ("s", "e", "a", "t")
    assert bonus_awards([(quit_,), (at, at), ()]) == [("longest",), ("most",), ()]
    assert bonus_awards([(quit_,), (seat_,), ()]) == [(), (), ()]  # QUIT and SEAT tie on 4 letters
    assert bonus_awards([(seat_, at), (seat_, at)]) == [(), ()]
    assert bonus_awards([(seat_, at), ()]) == [("longest", "most"), ()]
    assert bonus_awards([(), ()]) == [(), ()]
    assert bonus_awards([(seat_, at), (at,)], "longest") == [("longest",), ()]
    assert bonus_awards([(seat_,), (at, at)], "most") == [(), ("most",)]
    assert bonus_awards([(seat_,), (at, at)], "none") == [(), ()]


def test_round_scores_agree_with_the_bonuses():
    plays = [
        {"words": [["qu", "i", "t"]], "left": []},
        {"words": [["a", "t"]], "left": ["z", "e"]},
        {"words": [["a", "n"], ["o", "x"]], "left": []},
    ]
    # The rules file's example.
    assert round_scores(plays) == [24, -11, 31]
    assert add_round([10, 6, 0], [24, -11, 31]) == [34, 0, 31]
    two = plays[:2]
    assert round_scores(two, bonuses="longest") == [24, -11]
    assert round_scores(two, bonuses="most") == [14, -11]  # one word each: a tie


def test_the_two_player_bonus_option_counts_only_with_two_players():
    for seats in (2, 3):
        hands = [["a", "t", "e"], ["s", "e", "a"], ["x", "o", "k"]][:seats]
        state = table(hands, discard=["x"], options={"bonuses": "most"}, words=AnyWord())
        state.apply(Draw(0, "discard"))
        state.apply(GoOut(0, (("a", "t", "e"),), "x"))
        for seat in range(1, seats):
            state.apply(Draw(seat, "pile"))
            state.apply(LastTurn(seat, (), state.hands[seat][-1]))
        bonuses = state.round_results[0].bonuses
        if seats == 2:
            # Only "most words" counts: ATE is the longest word but wins nothing.
            assert bonuses == (("most",), ())
        else:
            assert bonuses == (("longest", "most"), (), ())


def test_totals_are_clamped_at_zero_after_each_round_while_round_scores_stay_negative():
    state = table([["a", "t", "e"], ["z", "q", "j"]], discard=["x"], words=AnyWord())
    state.totals = [0, 20]
    state.apply(Draw(0, "discard"))
    state.apply(GoOut(0, (("a", "t", "e"),), "x"))
    state.apply(Draw(1, "discard"))  # takes the X back
    events = state.apply(LastTurn(1, (), "x"))
    scored = next(e for e in events if isinstance(e, RoundScored))
    assert scored.round_scores == (7 + 20, -(14 + 15 + 13))  # ATE is 7, bonuses 20
    assert scored.totals == (27, 0) and state.totals == [27, 0]
    changes = [e for e in events if isinstance(e, ScoreChanged)]
    assert changes == [ScoreChanged(0, 27, 27), ScoreChanged(1, 0, -20)]
    assert state.round_results[0].scores[1] == -42  # the sheet shows the round as played


def test_the_game_ends_after_round_eight_with_the_highest_total():
    state = table([list("aaeeiioott"), list("sseeaattnn")], discard=["x"], words=AnyWord())
    assert state.round == 8
    state.totals = [50, 40]
    state.apply(Draw(0, "discard"))
    state.apply(GoOut(0, (tuple("aaeeiioott"),), "x"))
    state.apply(Draw(1, "discard"))
    events = state.apply(LastTurn(1, (), "x"))
    over = events[-1]
    assert isinstance(over, GameOver) and state.is_over() and state.phase == "over"
    assert state.pending() == () and state.legal_actions(0) == []
    assert over.winners == (0,) and state.winners() == (0,)
    assert str(state.check(Draw(0, "pile"))) == "The game is over."
