"""What the Quiddler table is at one moment, for the person at this screen: a pure function of
the table (`Table`: the public facts, the views of the seats shown here, the moves as this screen
saw them), made once per change by the `TableModel` and drawn by the view.

It says whose cards the screen shows, who decides, the draws the person may make (each with the
action it stands for), whether Go out works and why not, and every sentence the status line,
tooltips and plates need. What only the screen knows (the cover of pass and play, the round
summary on show, a word check being typed) picks between its sentences; the rules stay with the
engine, whose view (`may_go_out`, `legal_actions`) this reads.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from tabletop_desktop.engine.core import Action, Seat
from tabletop_desktop.engine.quiddler.actions import Draw
from tabletop_desktop.engine.quiddler.rounds import card_label
from tabletop_desktop.engine.quiddler.view import QuiddlerView
from tabletop_desktop.i18n import QT_TRANSLATE_NOOP, shown_name, text, translate
from tabletop_desktop.session.table import TableFacts
from tabletop_desktop.views.common import sentences
from tabletop_desktop.views.common.table_model import Moment, Table
from tabletop_desktop.views.common.waiting import wait_reason

ROUNDS = 8
# English here; shown as translate("QuiddlerMoment", ...).
GO_OUT_NOW = QT_TRANSLATE_NOOP("QuiddlerMoment", "Lay down your words and discard the last card (G).")
GO_OUT_ON_YOUR_TURN = QT_TRANSLATE_NOOP("QuiddlerMoment", "You can go out on your turn.")
DRAW_FIRST = QT_TRANSLATE_NOOP("QuiddlerMoment",
                               "Draw a card first: click the draw pile or the discard pile.")
NO_GO_OUT_FIRST_TURN = QT_TRANSLATE_NOOP(
    "QuiddlerMoment", "Going out on your first turn of a round is not allowed in this game.")
HINT_NOW = QT_TRANSLATE_NOOP("QuiddlerMoment", "The solver's best play for your cards (H).")
HINT_ON_YOUR_TURN = QT_TRANSLATE_NOOP("QuiddlerMoment", "Hints are for your turn.")
SHARED_WIN_OVER = QT_TRANSLATE_NOOP("QuiddlerMoment", "The game is over: a shared win.")
ROUND_HELD = QT_TRANSLATE_NOOP("QuiddlerMoment", "Round {round} starts when you press Continue.")
BOT_WAITS_FOR_WORD_CHECK = QT_TRANSLATE_NOOP(
    "QuiddlerMoment", "{name} waits while you check a word: press Esc or click the table to play on.")


@dataclass(frozen=True)
class QuiddlerMoment(Moment):
    """Quiddler's moment. `moves` maps "pile" / "discard" to the `Draw` each stands for (only
    while the deciding person may draw from it). `status` is what the message area says when
    the deciding person is at the screen with their cards shown; `covered_status`,
    `held_status` and `word_check_status` are its words while the screen is handed over, the
    round summary holds the next round, or a word check holds a bot."""

    view: QuiddlerView | None = None  # the shown seat's view (any seat's while bots play alone)
    facts: TableFacts | None = None
    shown: Seat | None = None  # whose cards the screen shows (None: only bots play)
    pass_and_play: bool = False  # several persons share the screen: cards covered in between
    phase: str = "over"  # "draw" | "discard" | "over", for the deciding person
    may_go_out: bool = False
    go_out_words: str = GO_OUT_ON_YOUR_TURN  # the Go out button's tooltip: what it does or why not
    last_turn: bool = False  # somebody went out: the deciding person's turn is their last
    hint_words: str = HINT_ON_YOUR_TURN
    covered_status: str = ""
    held_status: str = ""
    holds_next_round: bool = False  # a person must press Continue after a round's summary
    word_check_status: str = ""

    @property
    def names(self) -> list[str]:
        return self.facts.names if self.facts is not None else []

    def is_bot(self, seat: Seat) -> bool:
        return self.facts is not None and self.facts.seats[seat].is_bot


def shown_seat(table: Table) -> Seat | None:
    """Whose cards the screen shows: the person deciding now, else the only person, else (pass
    and play, a bot playing) the person who moved last; None when only bots play."""
    persons = table.persons
    on_show = table.person_on_show()
    if on_show is not None or not persons:
        return on_show
    for played in reversed(table.played):
        if played.action.seat in persons:
            return played.action.seat
    return persons[0]


def quiddler_moment(table: Table) -> QuiddlerMoment:
    """The moment of `table` (pure: tested without drawing)."""
    facts = table.facts
    names = facts.names
    shown = shown_seat(table)
    view = table.views[shown if shown is not None else min(table.views)]
    assert isinstance(view, QuiddlerView)
    deciding = table.deciding_person()
    waiting = wait_reason(facts, sentences.WAITING_TO_PLAY, sentences.TURN_OF)
    pending = facts.pending
    first = pending[0] if pending else None
    # What every moment of this table says, whoever decides.
    common = QuiddlerMoment(
        None, "", waiting,
        view=view, facts=facts, shown=shown, pass_and_play=len(table.persons) >= 2,
        can_undo=facts.can_undo, undo_words=text(facts.undo_words), over=facts.over,
        headline=translate("QuiddlerMoment", "Round {round} of {rounds}").format(
            round=view.round, rounds=ROUNDS),
        holds_next_round=bool(table.persons) and not facts.over,
        held_status=translate("QuiddlerMoment", ROUND_HELD).format(round=view.round),
        word_check_status=(translate("QuiddlerMoment", BOT_WAITS_FOR_WORD_CHECK).format(
            name=shown_name(names[first])) if first is not None and facts.seats[first].is_bot else ""),
        go_out_words=translate("QuiddlerMoment", GO_OUT_ON_YOUR_TURN),
        hint_words=translate("QuiddlerMoment", HINT_ON_YOUR_TURN),
    )
    if facts.over:
        return replace(common, status=_over_words(facts))
    if deciding is None:
        if first is None:
            status = sentences.TURN_SHORT("")
        elif facts.seats[first].is_bot:
            status = sentences.THINKING(names[first])
        else:
            status = sentences.TURN_SHORT(names[first])
        covered = (sentences.PASS_THE_SCREEN(names[first])
                   if first is not None and first == shown else "")
        return replace(common, status=status, covered_status=covered,
                       go_out_words=waiting or translate("QuiddlerMoment", GO_OUT_ON_YOUR_TURN),
                       hint_words=waiting or translate("QuiddlerMoment", HINT_ON_YOUR_TURN))
    seat_view = table.views[deciding]
    assert isinstance(seat_view, QuiddlerView)
    phase = seat_view.phase
    went = seat_view.went_out
    moves: dict[object, Action] = {}
    for action in seat_view.legal_actions() if phase == "draw" else ():
        assert isinstance(action, Draw)
        moves[action.source] = action
    if phase == "draw":
        go_out = translate("QuiddlerMoment", DRAW_FIRST)
    elif went is not None:
        go_out = sentences.HAS_GONE_OUT_DISCARD(names[went])
    elif not seat_view.may_go_out:
        go_out = translate("QuiddlerMoment", NO_GO_OUT_FIRST_TURN)
    else:
        go_out = translate("QuiddlerMoment", GO_OUT_NOW)
    return replace(
        common, deciding=deciding, waiting="",
        status=_turn_words(seat_view, names, deciding, len(table.persons) > 1),
        can_hint=True, moves=moves, phase=phase, may_go_out=seat_view.may_go_out,
        go_out_words=go_out, last_turn=went is not None,
        hint_words=translate("QuiddlerMoment", HINT_NOW),
        covered_status=sentences.PASS_THE_SCREEN(names[deciding]))


def _over_words(facts: TableFacts) -> str:
    if len(facts.winners) == 1:
        winner = facts.winners[0]
        return sentences.OVER_WINS_WITH(facts.names[winner], points=facts.scores[winner])
    return translate("QuiddlerMoment", SHARED_WIN_OVER)


def _turn_words(view: QuiddlerView, names: list[str], seat: Seat, several: bool) -> str:
    """What the person deciding now may do, spoken to them (by name in pass and play)."""
    if view.went_out is not None:
        said = sentences.WENT_OUT_DRAW if view.phase == "draw" else sentences.WENT_OUT_DISCARD
        return said(names[view.went_out])
    name = names[seat]
    if view.phase == "draw":
        top = view.discard_top
        if top:
            return sentences.spoken_to(sentences.DRAW_OR_TAKE, name, several, card=card_label(top))
        return sentences.spoken_to(sentences.DRAW_A_CARD, name, several)
    return sentences.spoken_to(sentences.BUILD_OR_DISCARD, name, several)
