"""What the moment is at this screen, as one immutable `QwixxMoment`: who decides now, which boxes
they may cross (and the action each box stands for), Roll and Skip, whether skipping costs a
penalty, the words for it, and everything the table draws (the sheets, the locks, the dice).

The words go to two places that never say the same thing: the dice tray states what the dice show
and who rolled them ("Ada rolled: white sum 7."), the game screen's message area says what to do
("White sum 7: everyone may cross it. Click a highlighted box, or Skip (S) to cross nothing.").

`qwixx_moment(table)` is a pure function of what this screen may know (views/common/table_model.py
`Table`: the public facts, the views of the seats shown here, the moves as this screen saw them),
so it is tested without drawing anything. The rules come from the engine's own objects: the legal
boxes from `legal_boxes`, the sheets as `Sheet`s, the reasons from the sheet and the dice.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from tabletop_desktop.engine.core import Action, Seat
from tabletop_desktop.engine.qwixx.actions import ColourChoice, Roll, WhiteChoice
from tabletop_desktop.engine.qwixx.dice import Dice
from tabletop_desktop.engine.qwixx.events import DiceRolled, WhiteSumsResolved
from tabletop_desktop.engine.qwixx.legal import Box, legal_boxes, white_refusal
from tabletop_desktop.engine.qwixx.sheet import CROSSES_TO_LOCK, LAST_INDEX, ROWS, Sheet, index_of
from tabletop_desktop.engine.qwixx.view import QwixxView
from tabletop_desktop.i18n import QT_TRANSLATE_NOOP, shown_name, text, translate
from tabletop_desktop.session.table import Played
from tabletop_desktop.views.common import sentences
from tabletop_desktop.views.common.table_model import Moment, Table
from tabletop_desktop.views.qwixx.words import row_name, row_title

# English here; shown as translate("QwixxMoment", ...) (see `_tips`).
GAME_OVER = QT_TRANSLATE_NOOP("QwixxMoment", "The game is over.")
ROLL_TIP = QT_TRANSLATE_NOOP("QwixxMoment", "Roll the dice (R or Space).")
NOT_YOUR_ROLL = QT_TRANSLATE_NOOP("QwixxMoment", "You roll when it is your turn.")
SKIP_TIP = QT_TRANSLATE_NOOP("QwixxMoment", "Cross nothing this time (S).")
SKIP_COSTS_TIP = QT_TRANSLATE_NOOP(
    "QwixxMoment", "Cross nothing: a penalty (−5) because you crossed nothing in the white sum (S).")
NOTHING_TO_SKIP = QT_TRANSLATE_NOOP("QwixxMoment", "Nothing to skip now.")
HINT_TIP = QT_TRANSLATE_NOOP("QwixxMoment", "Suggest a choice (H).")
NO_HINT_NOW = QT_TRANSLATE_NOOP("QwixxMoment", "Hints are for your white-sum and colour choices.")


@dataclass(frozen=True)
class QwixxMoment(Moment):
    """The table at one moment, for the person at the screen (see views/common `Moment`)."""

    phase: str = "roll"  # "roll" | "white" | "colour" | "over"
    large_seat: Seat = 0  # the seat whose sheet is drawn large
    skip: Action | None = None  # the action of the Skip button, when skipping is a choice now
    roll: Action | None = None  # the action of the Roll button
    skip_costs: bool = False  # skipping now takes a penalty
    detail: str = ""  # under the tray's headline: what the dice allow in the colour choice
    roll_tip: str = NOT_YOUR_ROLL  # the Roll button's tooltip (what it does, or why it waits)
    skip_tip: str = NOTHING_TO_SKIP
    hint_tip: str = NO_HINT_NOW
    # What the table draws, from the engine's own objects.
    sheets: tuple[Sheet, ...] = ()
    locked: frozenset[str] = frozenset()
    dice: Dice | None = None
    active: Seat = 0
    winners: tuple[Seat, ...] = ()
    committed: tuple[Seat, ...] = ()  # who has made their white-sum choice (never what)
    pencilled: Mapping[Seat, Box] = field(default_factory=dict)  # persons' own secret choices
    view: QwixxView | None = None  # the deciding person's view (else the shown seat's)

    @property
    def seat(self) -> Seat | None:
        """The person who decides now (the common `deciding`)."""
        return self.deciding

    @property
    def legal(self) -> frozenset[Box]:
        return frozenset(self.moves)


def last_roller(played: Sequence[Played]) -> Seat | None:
    """The seat that rolled the dice now on the table (None before the first roll)."""
    for move in reversed(played):
        for event in move.events:
            if isinstance(event, DiceRolled):
                return event.seat
    return None


def is_you(table: Table, seat: Seat) -> bool:
    """True when `seat` is the one person at the screen (several people are named instead)."""
    return list(table.persons) == [seat]


def dice_words(table: Table, dice: Dice | None) -> str:
    """The tray's sentence: "Ada rolled: white sum 7." or "You rolled: white sum 7."."""
    seat = last_roller(table.played)
    if seat is None or dice is None:
        return translate("QwixxMoment", "No roll yet.")
    if is_you(table, seat):
        return translate("QwixxMoment", "You rolled: white sum {total}.").format(total=dice.white_sum)
    return translate("QwixxMoment", "{name} rolled: white sum {total}.").format(
        name=shown_name(table.names[seat]), total=dice.white_sum)


def rolling_words(names: Sequence[str], persons: Sequence[Seat], seat: Seat) -> str:
    """The tray's sentence while the dice tumble."""
    if list(persons) == [seat]:
        return translate("QwixxMoment", "You are rolling the dice\u2026")
    return translate("QwixxMoment", "{name} is rolling the dice\u2026").format(
        name=shown_name(names[seat]))


def choice_words(row: str | None, number: int) -> str:
    """A white-sum choice in words: "nothing" or "red 7"."""
    if row is None:
        return translate("QwixxMoment", "nothing", "a white-sum choice of no box")
    return translate("QwixxMoment", "{row} {number}", "a box: its row and number").format(
        row=row_name(row), number=number)


def own_white_choice(view: QwixxView) -> tuple[bool, str | None]:
    """(chosen, row) for the view's own seat: its secret white-sum choice, once committed."""
    if view.seat not in view.committed_seats:
        return False, None
    return True, view.my_white_choice if view.my_white_choice in ROWS else None


def undo_words(table: Table) -> str:
    """What Undo would take back, or why nothing can be, in Qwixx's words: the session's rule
    speaks of hidden draws; here it is a roll of the dice or the white-sum choices revealed."""
    facts = table.facts
    if facts.can_undo:
        return text(facts.undo_words)
    persons = set(table.persons)
    played = table.played
    last = next((i for i in range(len(played) - 1, -1, -1) if played[i].action.seat in persons), None)
    if last is None or facts.over or not persons:
        return text(facts.undo_words)
    for index in range(last, len(played)):
        events = played[index].events
        if any(isinstance(e, DiceRolled) for e in events):
            return (translate("QwixxMoment", "Your roll showed the dice, so it can't be taken back.")
                    if index == last else translate(
                        "QwixxMoment",
                        "The dice were rolled after your choice, so it can't be taken back."))
        if any(isinstance(e, WhiteSumsResolved) for e in events):
            return translate("QwixxMoment",
                             "Everyone's white-sum choices are revealed, so yours can't be taken back.")
    return text(facts.undo_words)


def _large_seat(table: Table, deciding: Seat | None, view: QwixxView) -> Seat:
    """Whose sheet is large: the deciding person's; else the person who acted last here (in pass
    and play the sheet stays with whoever just chose), or the one person; with bots only the
    winner's at the end, else the active seat's."""
    if deciding is not None:
        return deciding
    persons = table.persons
    if persons:
        for move in reversed(table.played):
            if move.action.seat in persons:
                return move.action.seat
        return persons[0]
    if table.facts.over and table.facts.winners:
        return table.facts.winners[0]
    return view.active


def _tips(**tips: str) -> dict[str, Any]:
    """The Roll, Skip and Hint tooltips of a moment: `tips` where given, else the plain ones."""
    plain = {"roll_tip": translate("QwixxMoment", NOT_YOUR_ROLL),
             "skip_tip": translate("QwixxMoment", NOTHING_TO_SKIP),
             "hint_tip": translate("QwixxMoment", NO_HINT_NOW)}
    return plain | tips


def _white_status(name: str | None, total: int, moves: bool) -> str:
    """The white sum, said to the deciding person (by `name` when several share the screen)."""
    if name is None and moves:
        return translate("QwixxMoment", "White sum {total}: everyone may cross it. Click a highlighted "
                         "box, or Skip (S) to cross nothing.").format(total=total)
    if name is None:
        return translate("QwixxMoment", "White sum {total}: everyone may cross it, but it fits none "
                         "of your rows: Skip (S).").format(total=total)
    if moves:
        return translate("QwixxMoment", "{name}: white sum {total}: everyone may cross it. Click a "
                         "highlighted box, or Skip (S) to cross nothing.").format(name=name, total=total)
    return translate("QwixxMoment", "{name}: white sum {total}: everyone may cross it, but it fits "
                     "none of your rows: Skip (S).").format(name=name, total=total)


def _colour_status(name: str | None, must: bool, moves: bool) -> str:
    """The colour choice, said to the deciding person (by `name` when several share the screen)."""
    if name is None:
        if must and moves:
            return translate("QwixxMoment", "Your colour choice (you must cross something or take a "
                             "penalty): click a highlighted box, or Skip (S) for a penalty.")
        if must:
            return translate("QwixxMoment", "Your colour choice (you must cross something or take a "
                             "penalty): no colour sum fits, so Skip (S) takes a penalty.")
        if moves:
            return translate("QwixxMoment",
                             "Your colour choice (you may): click a highlighted box, or Skip (S).")
        return translate("QwixxMoment", "Your colour choice (you may): no colour sum fits: Skip (S).")
    if must and moves:
        said = translate("QwixxMoment", "{name}, your colour choice (you must cross something or take "
                         "a penalty): click a highlighted box, or Skip (S) for a penalty.")
    elif must:
        said = translate("QwixxMoment", "{name}, your colour choice (you must cross something or take "
                         "a penalty): no colour sum fits, so Skip (S) takes a penalty.")
    elif moves:
        said = translate("QwixxMoment",
                         "{name}, your colour choice (you may): click a highlighted box, or Skip (S).")
    else:
        said = translate("QwixxMoment",
                         "{name}, your colour choice (you may): no colour sum fits: Skip (S).")
    return said.format(name=name)


def qwixx_moment(table: Table) -> QwixxMoment:
    """The moment for the person at the screen, from the table alone."""
    facts = table.facts
    names = table.names
    deciding = table.deciding_person()
    view = table.view()
    assert isinstance(view, QwixxView)
    persons = table.persons
    several = len(persons) > 1
    pencilled: dict[Seat, Box] = {}
    if view.phase == "white" and view.dice is not None:
        for seat in persons:
            seat_view = table.views.get(seat)
            if isinstance(seat_view, QwixxView):
                chosen, row = own_white_choice(seat_view)
                if chosen and row is not None:
                    pencilled[seat] = (row, view.dice.white_sum)
    large = _large_seat(table, deciding, view)
    common = dict(
        large_seat=large, sheets=tuple(view.sheets),
        locked=frozenset(view.locked), dice=view.dice, active=view.active, winners=facts.winners,
        committed=tuple(view.committed_seats), pencilled=pencilled, view=view,
        can_undo=facts.can_undo, undo_words=undo_words(table),
    )
    headline = dice_words(table, view.dice)
    if facts.over:
        over = translate("QwixxMoment", GAME_OVER)
        reason = text(facts.end_reason)
        status = translate("QwixxMoment", "The game is over. {reason}").format(reason=reason) \
            if reason else over
        return QwixxMoment(None, status.strip(), waiting=over,
                           headline=translate("QwixxMoment", "Game over."), over=True,
                           phase="over", **_tips(), **common)
    if view.phase == "roll":
        if deciding is not None:
            return QwixxMoment(deciding, sentences.spoken_to(sentences.YOUR_ROLL, names[deciding], several),
                               headline=headline, phase="roll", roll=Roll(deciding),
                               **_tips(roll_tip=translate("QwixxMoment", ROLL_TIP)), **common)
        status = sentences.ROLLS_THE_DICE_NOW(names[view.active])
        return QwixxMoment(None, status, waiting=status, headline=headline, phase="roll",
                           **_tips(roll_tip=status, skip_tip=status, hint_tip=status), **common)
    assert view.dice is not None
    total = view.dice.white_sum
    if view.phase == "white":
        if deciding is None:
            waiting_names = [names[s] for s in range(len(names)) if s not in view.committed_seats]
            shown = table.views.get(large)
            chosen, row = (own_white_choice(shown) if large in persons and isinstance(shown, QwixxView)
                           else (False, None))
            status = (sentences.CHOSE_AND_WAITING.about(waiting_names, choice=choice_words(row, total))
                      if chosen else sentences.WAITING_TO_CHOOSE.about(waiting_names))
            return QwixxMoment(None, status, waiting=status, headline=headline, phase="white",
                               **_tips(roll_tip=status, skip_tip=status, hint_tip=status), **common)
        moves = legal_boxes(view)
        status = _white_status(shown_name(names[deciding]) if several else None, total, bool(moves))
        if deciding == view.active and len(names) > 1:
            status = translate("QwixxMoment", "{sentence} Your colour choice comes next.",
                               "a white-sum sentence, then this one").format(sentence=status)
        return QwixxMoment(deciding, status, headline=headline, can_hint=True, moves=moves,
                           phase="white", skip=WhiteChoice(deciding, None),
                           **_tips(skip_tip=translate("QwixxMoment", SKIP_TIP),
                                   hint_tip=translate("QwixxMoment", HINT_TIP)), **common)
    # The colour choice: the active seat only.
    whites = view.dice.white
    detail = (translate("QwixxMoment", "White {white} (both dice), plus a colour die.").format(
        white=whites[0]) if whites[0] == whites[1] else
        translate("QwixxMoment", "White {first} or {second}, plus a colour die.").format(
            first=whites[0], second=whites[1]))
    if deciding is None:
        status = sentences.MAKES_THE_COLOUR_CHOICE(names[view.active])
        return QwixxMoment(None, status, waiting=status, headline=headline, detail=detail,
                           phase="colour", **_tips(roll_tip=status, skip_tip=status, hint_tip=status),
                           **common)
    moves = legal_boxes(view)
    must = view.must_use_colour
    status = _colour_status(shown_name(names[deciding]) if several else None, must, bool(moves))
    return QwixxMoment(deciding, status, headline=headline, detail=detail, can_hint=True,
                       moves=moves, phase="colour", skip=ColourChoice(deciding, None),
                       skip_costs=must,
                       **_tips(skip_tip=translate("QwixxMoment", SKIP_COSTS_TIP if must else SKIP_TIP),
                               hint_tip=translate("QwixxMoment", HINT_TIP)), **common)


def refusal(moment: QwixxMoment, box: Box) -> str:
    """Why `box` can't be crossed now, in words, with what can be done instead."""
    row, number = box
    view = moment.view
    if moment.phase == "roll" or view is None or view.dice is None:
        return translate("QwixxMoment", "Roll the dice first: press Roll (R or Space).")
    if row in view.locked:
        return translate("QwixxMoment", "The {row} row is locked: nobody may cross in it any more.") \
            .format(row=row_name(row))
    sheet = view.sheets[view.seat]
    dice = view.dice
    if moment.phase == "white":
        total = dice.white_sum
        if number != total:
            return translate("QwixxMoment",
                             "The white sum is {total}: cross {total} in one row, or Skip (S).") \
                .format(total=total)
        problem = white_refusal(sheet, view.locked, dice, row)
        return text(problem) if problem else _sheet_reason(sheet, row, number)
    die = dice.colour(row)
    if die is None:
        return translate("QwixxMoment", "The {row} die is off the table: that row is locked.") \
            .format(row=row_name(row))
    a, b = dice.white
    sums = sorted({a + die, b + die})
    if number not in sums:
        values = dict(Row=row_title(row), row=row_name(row), number=number, first=a, second=b,
                      die=die)
        if len(sums) == 1:
            return translate("QwixxMoment", "{Row} {number} is not a colour sum now: white {first} "
                             "or {second} + {row} {die} make {sum}.").format(sum=sums[0], **values)
        return translate("QwixxMoment", "{Row} {number} is not a colour sum now: white {first} or "
                         "{second} + {row} {die} make {sum} or {other}.").format(
                             sum=sums[0], other=sums[1], **values)
    return _sheet_reason(sheet, row, number)


def _sheet_reason(sheet: Sheet, row: str, number: int) -> str:
    index = index_of(row, number)
    values = dict(Row=row_title(row), row=row_name(row), number=number)
    if index < sheet.next_index(row):
        return translate("QwixxMoment", "{Row} {number} lies left of your last cross in that row: "
                         "crosses go left to right.").format(**values)
    if index == LAST_INDEX and len(sheet.row(row).crossed) < CROSSES_TO_LOCK:
        return translate("QwixxMoment", "{Row} {number} needs five crosses in the {row} row first.") \
            .format(**values)
    return translate("QwixxMoment", "{Row} {number} can't be crossed now.").format(**values)
