"""What the moment is, for the person at the screen: who decides now, which boxes they may cross
(and the action each box stands for), whether skipping costs a penalty, and the words for it.

The words go to two places that never say the same thing: the dice tray states what the dice show
and who rolled them ("Ada rolled: white sum 7."), the game screen's message area says what to do
("White sum 7: everyone may cross it. Click a highlighted box, or Skip (S) to cross nothing.").
Pure logic over the session's state, so it is tested without drawing anything."""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop_desktop.views.common import sentences
from tabletop_desktop.views.qwixx.engine_link import (
    ColourChoice,
    DiceRolled,
    Roll,
    WhiteChoice,
    has_chosen,
    legal_colour_moves,
    legal_white_rows,
    own_white_choice,
    white_sum,
)

Box = tuple[str, int]


@dataclass(frozen=True)
class Moment:
    """The person's part in the game right now."""

    phase: str  # "roll" | "white" | "colour" | "over"
    seat: int | None  # the person who decides now, or None (a bot decides, or nobody)
    moves: dict[Box, object] = field(default_factory=dict)  # legal box -> the action it submits
    skip: object | None = None  # the action of the Skip button, when skipping is a choice now
    roll: object | None = None  # the action of the Roll button
    skip_costs: bool = False  # skipping now takes a penalty
    headline: str = ""  # beside the dice: who rolled them and the white sum
    detail: str = ""  # under it: what the dice allow in the colour choice
    status: str = ""  # the message area: what to do now

    @property
    def legal(self) -> frozenset[Box]:
        return frozenset(self.moves)


def join_names(names: list[str]) -> str:
    return sentences.names_in_words(names)  # the person at the screen last: "Bo and you"


def deciding_person(session: object) -> int | None:
    """The person who must act now: in the white sum, the first person still to choose (each
    person at the screen chooses in turn on their own sheet); otherwise the active seat if it is a
    person."""
    state = session.state
    if state.is_over():
        return None
    persons = set(session.person_seats())
    for seat in state.pending():
        if seat in persons:
            return seat
    return None


def last_roller(session: object) -> int | None:
    """The seat that rolled the dice now on the table (None before the first roll)."""
    for _, events in reversed(session.history):
        for event in events:
            if isinstance(event, DiceRolled):
                return event.seat
    return None


def is_you(session: object, seat: int) -> bool:
    """True when `seat` is the one person at the screen (several people are named instead)."""
    return list(session.person_seats()) == [seat]


def dice_words(session: object, view: object) -> str:
    """The tray's sentence: "Ada rolled: white sum 7." or "You rolled: white sum 7."."""
    seat = last_roller(session)
    if seat is None or view.dice is None:
        return "No roll yet."
    total = white_sum(view.dice)
    if is_you(session, seat):
        return f"You rolled: white sum {total}."
    return f"{session.names()[seat]} rolled: white sum {total}."


def rolling_words(session: object, seat: int) -> str:
    """The tray's sentence while the dice tumble."""
    if is_you(session, seat):
        return "You are rolling the dice\u2026"
    return f"{session.names()[seat]} is rolling the dice\u2026"


def choice_words(row: str | None, number: int) -> str:
    return "nothing" if row is None else f"{row} {number}"


def moment(session: object, shown_seat: int) -> Moment:
    """The moment for the person at the screen; `shown_seat` is the seat whose sheet is large."""
    state = session.state
    names = session.names()
    seat = deciding_person(session)
    view = session.view_for(seat if seat is not None else shown_seat)
    persons = session.person_seats()
    several = len(persons) > 1
    phase = view.phase
    active = view.active
    headline = dice_words(session, view)
    if state.is_over():
        reason = end_reason(session)
        return Moment("over", None, headline="Game over.",
                      status=f"The game is over. {reason}".strip())
    if phase == "roll":
        if seat is not None:
            return Moment("roll", seat, roll=Roll(seat), headline=headline,
                          status=sentences.spoken_to(sentences.YOUR_ROLL, names[seat], several))
        return Moment("roll", None, headline=headline,
                      status=sentences.ROLLS_THE_DICE_NOW(names[active]))
    total = white_sum(view.dice)
    if phase == "white":
        waiting = [names[s] for s in range(len(names)) if not has_chosen(view, s)]
        if seat is None:
            chosen, row = own_white_choice(session.view_for(shown_seat)) if shown_seat in persons \
                else (False, None)
            waiting_words = sentences.WAITING_TO_CHOOSE.about(waiting)
            status = (sentences.CHOSE_AND_WAITING.about(waiting, choice=choice_words(row, total))
                      if chosen else waiting_words)
            return Moment("white", None, headline=headline, status=status)
        moves = {(row, total): WhiteChoice(seat, row) for row in legal_white_rows(view)}
        lead = f"{names[seat]}: white" if several else "White"
        then = " Your colour choice comes next." if seat == active and len(names) > 1 else ""
        if moves:
            status = (f"{lead} sum {total}: everyone may cross it. Click a highlighted box, "
                      f"or Skip (S) to cross nothing.{then}")
        else:
            status = f"{lead} sum {total}: everyone may cross it, but it fits none of your rows: Skip (S).{then}"
        return Moment("white", seat, moves, skip=WhiteChoice(seat, None), headline=headline,
                      status=status)
    # The colour choice: the active seat only.
    whites = view.dice.white
    white_words = f"White {whites[0]} (both dice)" if whites[0] == whites[1] else f"White {whites[0]} or {whites[1]}"
    detail = f"{white_words}, plus a colour die."
    if seat is None:
        return Moment("colour", None, headline=headline, detail=detail,
                      status=sentences.MAKES_THE_COLOUR_CHOICE(names[active]))
    moves: dict[Box, object] = {}
    for row, white, number in legal_colour_moves(view):
        moves.setdefault((row, number), ColourChoice(seat, row, white))
    must = not bool(view.crossed_in_action1)
    mood = "you must cross something or take a penalty" if must else "you may"
    if moves:
        how = "click a highlighted box, or Skip (S)" + (" for a penalty." if must else ".")
    else:
        how = ("no colour sum fits, so Skip (S) takes a penalty." if must
               else "no colour sum fits: Skip (S).")
    return Moment("colour", seat, moves, skip=ColourChoice(seat, None), skip_costs=must,
                  headline=headline, detail=detail, status=sentences.spoken_to(
                      sentences.YOUR_COLOUR_CHOICE, names[seat], several, mood=mood, how=how))


def end_reason(session: object) -> str:
    """How the game ended, with the players' names ("Bo took a fourth penalty.")."""
    named = getattr(session.state, "end_reason_for", None)
    if callable(named):
        reason = named(session.names())
        if reason:
            return str(reason)
    for _, events in reversed(session.history):
        for event in events:
            reason = getattr(event, "reason", None)
            if isinstance(reason, str) and hasattr(event, "winners"):
                return reason
    return ""
