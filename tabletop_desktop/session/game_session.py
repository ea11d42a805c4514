"""`GameSession`: one open game as a Qt model that the window and the views code against.

The session owns the engine state. Every change goes through one path (`_play`): apply the action,
record it with its events, describe it for the log, autosave, tell the views by signals, and then
let the bots go on. Views never change the state; they build actions and `submit()` them.

Files are written by an `AutosaveWriter` thread, in order, so a slow disk never stalls the window;
`flush_autosave()` waits for them.

Taking back a move rebuilds the state by replaying the record without the taken-back actions, so the
state after an undo is exactly the state a saved game would load to.
"""

from __future__ import annotations

import hashlib
import logging
from dataclasses import replace
from datetime import UTC, datetime

from PySide6.QtCore import QObject, Signal

from tabletop_desktop.engine.bots import BotLevel
from tabletop_desktop.engine.core import (
    Action,
    Advice,
    Event,
    GameState,
    IllegalAction,
    Seat,
    View,
)
from tabletop_desktop.engine.message import Message, translate, with_args
from tabletop_desktop.engine.module import end_reason
from tabletop_desktop.engine.registry import GameInfo, game
from tabletop_desktop.engine.replay import GameRecord, action_list_to_json, new_state
from tabletop_desktop.engine.sentences import Said
from tabletop_desktop.i18n import text
from tabletop_desktop.session.autosave_writer import AutosaveWriter, WriteFailure
from tabletop_desktop.session.bot_runner import BotRequest, BotRunner
from tabletop_desktop.session.hint_runner import HintRunner
from tabletop_desktop.session.table import Played, SeatFacts, TableChange, TableFacts
from tabletop_desktop.session.undo_rule import generous_undo, undo_makes_practice, undo_point
from tabletop_desktop.storage.autosaves import autosave_path, clear_autosave, write_autosave

# Everything this layer takes from storage, in one place.
from tabletop_desktop.storage.records import BestMove, GameSummary, record_finished_game
from tabletop_desktop.storage.saves import GameSetup, SavedGame, new_autosave_id
from tabletop_desktop.storage.settings import Settings, bot_pause_seconds

log = logging.getLogger(__name__)

# The session's own sentences: engine-style Messages (a `str` whose value is the English), each
# rendered in the person's language with `text()` where it leaves the session.
BOT_SEAT = translate("GameSession", "That seat is played by a bot.")
UNDO_TIP = translate("GameSession", "Undo your last move ({move}).")
UNDO_TIP_WITH_BOTS = translate("GameSession",
                               "Undo your last move ({move}) and the bots' moves after it.")
UNDO_TIP_PRACTICE = translate("GameSession", "Undo your last move ({move}). You have seen what "
                              "was drawn since, so this game then becomes a practice game.")
UNDO_TIP_WITH_BOTS_PRACTICE = translate(
    "GameSession", "Undo your last move ({move}) and the bots' moves after it. You have seen "
    "what was drawn since, so this game then becomes a practice game.")
# What the person is told after an undo (by the window's menu or a view's Undo button).
UNDONE = translate("GameSession", "Your last move was undone: it is your turn again.")
UNDONE_PRACTICE = translate("GameSession", "Your last move was undone: it is your turn again. "
                            "This is a practice game now, because you had seen what came after "
                            "that move.")
NO_SUCH_SEAT = translate("GameSession", "There is no such seat at this table.")
NOT_AN_ACTION = translate("GameSession", "That is not a move in this game.")
NO_HINT_NOW = translate("GameSession", "A hint is for a person at this screen whose move it is.")
HINT_COMING = translate("GameSession", "A hint is already being looked for.")
NO_HINT_FOUND = translate("GameSession", "No hint could be found this time.")
CLOSED = translate("GameSession", "This game has been closed.")
BOT_HAD_A_PROBLEM = Said(
    translate("GameSession", "Your bot had a problem and plays the first move it can."),
    translate("GameSession", "{name} (bot) had a problem and plays the first move it can."))
NOT_AUTOSAVED = translate("GameSession", "The game could not be autosaved: {error}")
NOT_RECORDED = translate("GameSession", "The finished game could not be recorded: {error}")


def bot_seed(game_seed: int, action_index: int, seat: Seat) -> int:
    """The seed of a bot's RNG for one decision: the same game replays the same bot moves."""
    digest = hashlib.sha256(f"{game_seed}:{action_index}:{seat}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def _now() -> datetime:
    return datetime.now(UTC)


def _unrecorded_sentence(saved: SavedGame, error: OSError) -> Message:
    """Keep a finished game whose record could not be written in its autosave (the home screen
    records it when it can), and say what is true about where it is."""
    reason = error.strerror or str(error)
    try:
        write_autosave(saved)
    except OSError:
        if autosave_path(saved.autosave_id).is_file():
            return translate("GameSession", "The finished game could not be recorded ({reason}); "
                             "its autosave from before the last move is kept: continue it from "
                             "the home screen to finish it again.", reason=reason)
        return translate("GameSession", "The finished game could not be recorded ({reason}), "
                         "and there is no autosave of it either.", reason=reason)
    return translate("GameSession", "The finished game could not be recorded ({reason}); it is "
                     "kept in its autosave, and the app records it as soon as it can.",
                     reason=reason)


class GameSession(QObject):
    """One open game: state, history, log, undo, autosave, bots, and the signals views redraw from."""

    actionApplied = Signal(object, object)  # action, list of events
    reset = Signal()  # after undo or load: redraw everything from `state`
    refused = Signal(str)  # why an action or an undo was refused
    logAppended = Signal(str)
    undoAvailableChanged = Signal(bool)
    pendingChanged = Signal(object)  # tuple of seats that must act now
    botThinking = Signal(int)
    finished = Signal()
    autosaveFailed = Signal(str)
    handoverNeeded = Signal(int)  # pass and play: cover the table until this person confirms
    hintsChanged = Signal(object)  # list of hints used per seat, after note_hint
    practiceChanged = Signal(bool)  # a generous undo made this a practice game
    # The views' signals (session/table.py): one per change, after the session has finished
    # with it, and the advice a person asked for.
    tableChanged = Signal(object)  # TableChange
    hintReady = Signal(int, object)  # seat, Advice

    def __init__(
        self,
        setup: GameSetup,
        record: GameRecord | None = None,
        settings: Settings | None = None,
        autosave: bool = True,
        parent: QObject | None = None,
        created: datetime | None = None,
        hints: list[int] | None = None,
        autosave_id: str = "",
        practice: bool = False,
    ) -> None:
        super().__init__(parent)
        # Which game in progress this is: its own autosave file (storage/autosaves.py).
        self.autosave_id = autosave_id or new_autosave_id()
        self.info: GameInfo = game(setup.game_id)
        self.setup = setup
        self.settings = settings
        self.autosave_enabled = autosave
        self.created = created or _now()
        self.updated = self.created
        self._engine = self.info.engine()
        if record is None:
            record = GameRecord(setup.game_id, setup.seed, len(setup.seats), dict(setup.options))
        if (record.game_id, record.seed, record.seat_count) != (
            setup.game_id, setup.seed, len(setup.seats)
        ):
            raise ValueError("The game record does not match the set-up of this game.")
        self._options = dict(record.options)
        count = len(setup.seats)
        self._hints = [max(0, int(n)) for n in (list(hints or []) + [0] * count)[:count]]
        self.practice = bool(practice)  # a generous undo went behind a draw (see undo_rule.py)
        actions = []
        for number, data in enumerate(record.actions, 1):
            try:
                actions.append(self._engine.action_from_json(data))
            except (ValueError, KeyError, TypeError) as exc:
                raise ValueError(f"move {number} cannot be read: {exc}") from exc
        self.state: GameState
        self.history: list[tuple[Action, list[Event]]] = []
        self.log: list[str] = []
        self._move_lines: list[str] = []
        self._rebuild(actions)
        # The record keeps every option spelled out, so a later change of a default never
        # changes the rules of a game in progress.
        self._options = dict(self.state.options)
        self.setup = replace(setup, options=dict(self._options))
        self._started = False
        self._closed = False
        self._finished_reported = self.state.is_over()
        self._undo_available = self.can_undo()[0]
        self.think_scale = 1.0  # multiplies the bots' think budgets; the self-test lowers it
        self._shown_person: Seat | None = None
        pause_s = bot_pause_seconds(settings if settings is not None else Settings())
        self._writer = AutosaveWriter(self)
        self._writer.failed.connect(self.autosaveFailed)
        self.bots = BotRunner(self.info.engine_module, pause_s, self)
        self.bots.answered.connect(self._on_bot_answer)
        self.bots.failed.connect(self._on_bot_failed)
        self.bots.thinking.connect(self.botThinking)
        self.bots.workerUnavailable.connect(self._on_worker_unavailable)
        self.hints = HintRunner(self.info.engine_module, self)
        self.hints.answered.connect(self._on_hint_answer)
        self.hints.failed.connect(self._on_hint_failed)

    @classmethod
    def from_saved(
        cls, saved: SavedGame, settings: Settings | None = None, parent: QObject | None = None
    ) -> GameSession:
        """A session that continues a saved game (or the autosave)."""
        return cls(
            saved.setup, saved.record, settings, parent=parent, created=saved.created,
            hints=saved.hints_used(), autosave_id=saved.autosave_id, practice=saved.practice,
        )

    # --- queries ------------------------------------------------------------------------------
    @property
    def pause_scale(self) -> float:
        """Multiplies the pause before bot moves; tests and the self-test set 0."""
        return self.bots.pause_scale

    @pause_scale.setter
    def pause_scale(self, value: float) -> None:
        self.bots.pause_scale = value

    def apply_settings(self, settings: Settings) -> None:
        """Take a changed bot speed into account from the next bot move on."""
        self.settings = settings
        self.bots.base_pause_s = bot_pause_seconds(settings)

    def names(self) -> list[str]:
        return [seat.name for seat in self.setup.seats]

    def is_bot(self, seat: Seat) -> bool:
        return self.setup.seats[seat].kind == "bot"

    def person_seats(self) -> list[Seat]:
        return [i for i, seat in enumerate(self.setup.seats) if seat.kind != "bot"]

    def persons_share_screen(self) -> bool:
        """Two or more persons at one screen: pass and play."""
        return len(self.person_seats()) >= 2

    def needs_handover_cover(self) -> bool:
        """Pass and play with pieces a seat must keep hidden (not Qwixx's public sheets)."""
        return self.persons_share_screen() and self.info.hidden_pieces

    def view_for(self, seat: Seat) -> View:
        return self.state.view_for(seat)

    def facts(self) -> TableFacts:
        """The public facts now (session/table.py): what a view may know of the whole game."""
        state = self.state
        over = state.is_over()
        can_undo, _ = self.can_undo()
        seats = tuple(
            SeatFacts(seat.name, text(self._level(i).name) if seat.kind == "bot" else None,
                      seat.kind != "bot")
            for i, seat in enumerate(self.setup.seats)
        )
        return TableFacts(
            game_id=self.setup.game_id, seats=seats, pending=tuple(state.pending()),
            scores=tuple(state.scores()), over=over,
            winners=tuple(state.winners()) if over else (),
            end_reason=text(self.end_reason()) if over else "", move_count=len(self.history),
            can_undo=can_undo, undo_words=self.undo_description(), practice=self.practice,
            options=tuple(sorted(self._options.items())), hints=tuple(self.hints_used()),
        )

    def end_reason(self) -> str:
        """How the game ended, with the players' names; "" while it goes on."""
        return end_reason(self._engine, self.state, self.history, self.names())

    def played(self) -> list[Played]:
        """Every move so far as this screen may see it (session/table.py)."""
        # The history only grows between rebuilds (which empty this list): add what is new.
        for index in range(len(self._played_moves), len(self.history)):
            self._played_moves.append(self._played(index))
        return list(self._played_moves)

    def _played(self, index: int) -> Played:
        action, events = self.history[index]
        return Played(self._screen_action(action), self._screen_events(events),
                      text(self._move_lines[index]))

    def _screen_action(self, action: Action) -> Action:
        """The action as this screen may see it, cut by the game's `action_for` for the screen's
        persons, unless only bots play. In pass and play every person's move is one of theirs and
        stays whole; a bot's secret (the tiles it exchanged) is cut, since no person here may know
        it. Where only the seat may be told, a bare `Action(seat)` stands for the move, as on a
        computer that joined a network game (session/remote_codec.py)."""
        persons = self.person_seats()
        if not persons:
            return action
        seen = self._engine.action_for(tuple(persons), action)
        return Action(action.seat) if seen is None else seen

    def _screen_events(self, events: list[Event]) -> tuple[Event, ...]:
        """The events as this screen may see them: everything another seat alone may know
        (a card it drew) is cut out by the game's `events_for`, unless only bots play (the screen
        then watches every seat)."""
        persons = self.person_seats()
        if not persons:
            return tuple(events)
        return tuple(self._engine.events_for(tuple(persons), tuple(events)))

    def check(self, action: Action) -> str | None:
        """None when `action` may be submitted now, otherwise the reason in words."""
        if not isinstance(action, Action):
            return text(NOT_AN_ACTION)
        if not self._is_seat(action.seat):
            return text(NO_SUCH_SEAT)
        if self.is_bot(action.seat):
            return text(BOT_SEAT)
        return self._rules_problem(action)

    def _is_seat(self, seat: object) -> bool:
        """A seat at this table: a whole number (not a bool, not "0") in range."""
        return (isinstance(seat, int) and not isinstance(seat, bool)
                and 0 <= seat < len(self.setup.seats))

    def _rules_problem(self, action: Action) -> str | None:
        """What the rules say about `action`, after making sure it is a well-formed move of this
        game: the engines' checks assume each field has its type (a card is a string, a seat a
        whole number), so a malformed action must be refused before they see it."""
        if self._round_trips(action):
            reason = self.state.check(action)
            return None if reason is None else text(reason)
        # The rules may still have a clearer word for it ("Choose at least one tile to
        # exchange."); if they cannot even look at it, the plain refusal stands.
        try:
            reason = self.state.check(action)
        except Exception:  # noqa: BLE001 - any failure on a malformed action means "not a move"
            reason = None
        return text(reason) if reason else text(NOT_AN_ACTION)

    def _round_trips(self, action: Action) -> bool:
        """True when `action` survives the save format unchanged: the JSON reader checks every
        field's type and range, so this is one check that covers every game's actions."""
        try:
            again = self._engine.action_from_json(self._engine.action_to_json(action))
            return bool(again == action)
        except Exception:  # noqa: BLE001 - a field of the wrong type may fail in any way
            return False

    def can_undo(self) -> tuple[bool, str]:
        """Whether a person may take back their last move now, and if not, why."""
        index, reason = self._undo_point()
        return index is not None, reason

    def undo_description(self) -> str:
        """What Undo would take back now, for its tooltip, and whether the game then becomes
        practice; else why it can't undo."""
        index, reason = self._undo_point()
        if index is None:
            return reason
        mover = self.history[index][0].seat
        bots_after = any(action.seat != mover for action, _ in self.history[index + 1:])
        if self._undo_makes_practice(index):
            tip = UNDO_TIP_WITH_BOTS_PRACTICE if bots_after else UNDO_TIP_PRACTICE
        else:
            tip = UNDO_TIP_WITH_BOTS if bots_after else UNDO_TIP
        return text(with_args(tip, move=text(self._move_lines[index]).rstrip(".")))

    def is_finished(self) -> bool:
        return self.state.is_over()

    def record(self) -> GameRecord:
        """The game as data: what saves, the autosave and the finished-game record hold."""
        actions = action_list_to_json(self.setup.game_id, [a for a, _ in self.history])
        return GameRecord(
            self.setup.game_id, self.setup.seed, len(self.setup.seats), dict(self._options), actions
        )

    def saved_game(self) -> SavedGame:
        return SavedGame(
            self.setup, self.record(), self.created, self.updated, self.state.snapshot(),
            self.hints_used(), self.autosave_id, practice=self.practice,
        )

    def hints_used(self) -> list[int]:
        """How many hints each seat asked for in this game (kept by undo, saves and loads)."""
        return list(self._hints)

    def note_hint(self, seat: Seat) -> bool:
        """Count a hint shown to `seat` (a person at this table): a view calls this each time it
        shows one. The count is autosaved and goes into the finished-game record. False (and
        nothing counted) for a bot's seat, a seat that does not exist or a finished game."""
        if not self._is_seat(seat) or self.is_bot(seat) or self.state.is_over():
            return False
        self._hints[seat] += 1
        self.updated = _now()
        self._autosave()
        self.hintsChanged.emit(self.hints_used())
        return True

    def ask_hint(self, seat: Seat) -> bool:
        """Ask for advice for `seat` (a person at this screen who must act now), found by the hint
        runner off the GUI thread and answered by `hintReady(seat, advice)`; the hint is counted
        when it arrives. Refused at once (`refused`, False) otherwise."""
        if (self._closed or not self._is_seat(seat) or self.is_bot(seat)
                or seat not in self.state.pending()):
            self.refused.emit(text(NO_HINT_NOW))
            return False
        seed = bot_seed(self.setup.seed ^ 0x5EED, len(self.history), seat)
        if not self.hints.ask(seat, self.state.view_for(seat), seed):
            self.refused.emit(text(HINT_COMING))
            return False
        return True

    def _on_hint_answer(self, seat: int, advice: Advice) -> None:
        if self._closed or seat not in self.state.pending():
            return
        self.note_hint(seat)
        # The views get the hint's words in the person's language (session/table.py).
        self.hintReady.emit(seat, replace(advice, words=text(advice.words)))

    def _on_hint_failed(self, seat: int, error: str) -> None:
        # Answered all the same, so the view that asked stops waiting; not counted as a hint.
        log.error("The hint for seat %d failed: %s", seat, error)
        if not self._closed and seat in self.state.pending():
            self.hintReady.emit(seat, Advice(NO_HINT_FOUND))

    # --- commands -----------------------------------------------------------------------------
    def start(self) -> None:
        """Let the game begin: the bots may move, and pass and play covers the first hand."""
        if self._started or self._closed:
            return
        self._started = True
        heavy = sorted({self._level(s).key for s in range(len(self.setup.seats))
                        if self.is_bot(s) and self._level(s).heavy})
        if heavy:
            self.bots.warm_up(tuple(heavy))
        self._announce_turn()
        self._report_finished()

    def submit(self, action: Action) -> bool:
        """Play a person's action. Refused (signal `refused`, state untouched) when illegal."""
        reason = self.check(action)
        if reason is None and self._closed:
            reason = text(CLOSED)
        if reason is not None:
            self.refused.emit(reason)
            return False
        return self._play(action)

    def undo(self) -> bool:
        """Take back the last person's move and every bot move after it."""
        index, reason = self._undo_point()
        if index is None or self._closed:
            self.refused.emit(text(reason or CLOSED))
            return False
        # Replaying the record without the taken-back moves deals the same tiles, cards and dice
        # again (the engine draws from its seeded RNG). That is deliberate: a fresh draw would let
        # a person undo until the luck suits them, and the record stays the game's only truth (a
        # saved game loads to exactly this state). What the person learnt about the next draws is
        # why such an undo makes the game practice.
        practice = self._undo_makes_practice(index)
        self.bots.invalidate()
        self.hints.invalidate()
        self._rebuild([a for a, _ in self.history[:index]])
        if practice and not self.practice:
            self.practice = True
            self.practiceChanged.emit(True)
        self.updated = _now()
        self._autosave()
        self.reset.emit()
        self.pendingChanged.emit(self.state.pending())
        self._announce_turn()
        self.tableChanged.emit(TableChange("reset", self.facts()))
        return True

    def set_animating(self, busy: bool) -> None:
        """Views say when they animate; the next bot move waits until every view is idle."""
        self.bots.set_animating(busy)

    def hold_bots(self, reason: str, held: bool) -> None:
        """A view holds the bots while a person reads something that covers the table (a round
        summary), and releases them when it is gone."""
        self.bots.hold(reason, held)

    def flush_autosave(self, timeout_s: float = 5.0) -> bool:
        """Wait until the autosave (or the finished-game record) is on disk; False on timeout."""
        return self._writer.flush(timeout_s)

    def shutdown(self) -> None:
        """Stop the bots (answers still on their way are dropped); queued writes still finish."""
        self._closed = True
        self.bots.shutdown()
        self.hints.shutdown()
        # Whoever closes a game may read the autosave next ("Continue"): let it land first.
        self._writer.flush(2.0)
        self._writer.close()

    # --- the one path every action takes ---------------------------------------------------------
    def _play(self, action: Action) -> bool:
        try:
            events = self.state.apply(action)
        except IllegalAction as exc:
            self.refused.emit(text(exc.message))
            return False
        self.hints.invalidate()
        self.history.append((action, events))
        line = self.state.describe(action, self.names())
        self.log.append(line)
        self._move_lines.append(line)
        self.updated = _now()
        if self.state.is_over():
            self._store_finished()
        else:
            self._autosave()
        self.actionApplied.emit(action, events)
        self.logAppended.emit(text(line))
        self.pendingChanged.emit(self.state.pending())
        self._announce_turn()
        # The views' one signal for this move, once the session has finished with it. A bot's
        # answer arrives by a queued signal, so no other move can slip in between.
        self.tableChanged.emit(TableChange("played", self.facts(), self.played()[-1]))
        self._report_finished()
        return True

    def _announce_turn(self) -> None:
        """After any change: undo availability, pass-and-play handover, and the bots' turn."""
        available = self.can_undo()[0]
        if available != self._undo_available:
            self._undo_available = available
            self.undoAvailableChanged.emit(available)
        if not self._started or self._closed:
            return
        persons = [s for s in self.state.pending() if not self.is_bot(s)]
        if self.needs_handover_cover() and persons and persons[0] != self._shown_person:
            self._shown_person = persons[0]
            self.handoverNeeded.emit(persons[0])
        self._want_bots()

    def _want_bots(self) -> None:
        index = len(self.history)
        requests = [
            BotRequest(
                seat,
                self.state.view_for(seat),
                self._level(seat),
                bot_seed(self.setup.seed, index, seat),
                self._level(seat).think_seconds * max(0.0, self.think_scale),
            )
            for seat in self.state.pending()
            if self.is_bot(seat)
        ]
        self.bots.want(requests)

    def _on_bot_answer(self, seat: int, action: object) -> None:
        if self._closed or seat not in self.state.pending() or not self.is_bot(seat):
            return
        if not isinstance(action, Action) or action.seat != seat:
            self._on_bot_failed(seat, f"it chose a move the rules refuse ({NOT_AN_ACTION})")
            return
        reason = self._rules_problem(action)
        if reason is not None:
            self._on_bot_failed(seat, f"it chose a move the rules refuse ({reason})")
            return
        self._play(action)

    def _on_bot_failed(self, seat: int, error: str) -> None:
        """A bot raised or its worker died: log it, say so, and play its first legal move."""
        if self._closed or seat not in self.state.pending():
            return
        log.error("Bot at seat %d failed: %s", seat, error)
        legal = self.state.legal_actions(seat)
        line = BOT_HAD_A_PROBLEM(self.names()[seat])
        self.log.append(line)
        self.logAppended.emit(text(line))
        if legal:
            self._play(legal[0])

    def _on_worker_unavailable(self, why: str) -> None:
        """The bots' helper process failed: the bots still play (in a thread), and the log says
        why the window may be less smooth."""
        line = translate("GameSession", "The bots' helper process is not available ({why}); the "
                         "bots think inside the app instead, so the window may react more slowly "
                         "while they do.", why=why)
        self.log.append(line)
        self.logAppended.emit(text(line))

    # --- helpers --------------------------------------------------------------------------------
    def _level(self, seat: Seat) -> BotLevel:
        key = self.setup.seats[seat].level
        levels = self.info.bot_levels
        if key is None:
            return levels[0]
        return self.info.bot_level(key)

    def _undo_point(self) -> tuple[int | None, str]:
        persons = self.person_seats()
        return undo_point(self.history, persons, self._options, self.state.is_over(),
                          generous=generous_undo(persons))

    def _undo_makes_practice(self, index: int) -> bool:
        return generous_undo(self.person_seats()) and undo_makes_practice(self.history, index)

    def _rebuild(self, actions: list[Action]) -> None:
        """Replay `actions` from the start: the state, history and log they lead to."""
        state = new_state(self.setup.game_id, len(self.setup.seats), self.setup.seed, self._options)
        history: list[tuple[Action, list[Event]]] = []
        lines: list[str] = []
        for number, action in enumerate(actions, 1):
            try:
                history.append((action, state.apply(action)))
            except IllegalAction as exc:
                raise ValueError(f"move {number} cannot be replayed: {exc}") from exc
            lines.append(state.describe(action, self.names()))
        self.state, self.history, self.log = state, history, lines
        self._played_moves: list[Played] = []
        self._move_lines = list(lines)  # one per action; the log also holds notes (bot trouble)

    def _autosave(self) -> None:
        if not self.autosave_enabled:
            return
        saved = self.saved_game()  # built here: the writer thread never touches the state
        self._writer.submit(lambda: write_autosave(saved), NOT_AUTOSAVED)

    def _store_finished(self) -> None:
        """Game over: the finished-game record is written, and only then the autosave goes. A
        kill in between leaves both (Continue offers the last move again); a record that cannot
        be written leaves the autosave, so the game is never lost."""
        if not self.autosave_enabled:
            return
        try:
            saved, summary = self.saved_game(), self.summary()
        except Exception as exc:  # noqa: BLE001 - the game is over either way
            log.warning("Could not summarise the finished game: %s", exc, exc_info=True)
            self.autosaveFailed.emit(text(with_args(NOT_RECORDED, error=str(exc))))
            return

        def store() -> None:
            try:
                record_finished_game(saved, summary)
            except OSError as exc:
                raise WriteFailure(_unrecorded_sentence(saved, exc)) from exc
            clear_autosave(saved.autosave_id)

        self._writer.submit(store, NOT_RECORDED)

    def summary(self) -> GameSummary:
        """The finished-game summary (scores, winners, best move) stored in the record, with what
        the game's engine module adds (engine/module.py): its own counters (`summary_extras`),
        its length in its own units (`summary_turns`, Qwixx: rolls), how it ended in the players'
        names (`summary_end_reason`; the engine's GameOver knows seats, not names) and its best
        move when that is not one action's score (`summary_best_move`, Quiddler: the best word,
        not the round-ending move)."""
        engine, names = self._engine, self.names()
        summary = GameSummary.from_history(
            self.info, self.setup, self.state, self.history, names,
            engine.summary_extras(self.state, self.history),
            turns=engine.summary_turns(self.state, self.history), hints=self.hints_used(),
        )
        reason = engine.summary_end_reason(self.state, names)
        if reason:
            summary.reason = reason
        summary.practice = self.practice
        best = engine.summary_best_move(self.state, self.history, names)
        if best is not None:
            summary.best_move = BestMove(*best)
        return summary

    def _report_finished(self) -> None:
        if self.state.is_over() and self._started and not self._finished_reported:
            self._finished_reported = True
            self.finished.emit()
