"""Quiddler's own self-test steps: the screens a bots-only game does not show on its own (the
round summary, the score sheet, a person's turn with a hint laid out, the word-list settings)."""

from __future__ import annotations

from typing import Any

from tabletop_desktop.views.common.self_test import (
    SelfTestRun,
    SelfTestWindow,
    grab,
    settle,
    wait_until,
)


def extra_steps(test: SelfTestRun, window: SelfTestWindow) -> None:
    """Photograph the round summary and score sheet of the finished bots' game, then a person's
    turn against a bot with the hint laid out, and the word-list dialog."""
    from tabletop_desktop.storage.saves import GameSetup, SeatSetup

    out = test.outdir

    def view() -> Any:
        return window.view

    def round_summary() -> str:
        v = view()
        results = v.local.moment.view.round_results
        if not results:
            raise RuntimeError("the game has no finished round")
        v.panels.show_round(results[-1])
        shot = grab(window, out / "13-quiddler-round-summary.png")
        v.round_panel.dismiss()
        return shot

    def score_sheet() -> str:
        v = view()
        v.show_sheet(True)
        shot = grab(window, out / "14-quiddler-score-sheet.png")
        v.show_sheet(False)
        return shot

    test.run("Quiddler: round summary", round_summary)
    test.run("Quiddler: score sheet", score_sheet)

    def persons_turn() -> str:
        seats = [SeatSetup("Ada", "person", None), SeatSetup("Bo", "bot", "medium"),
                 SeatSetup("Cy", "bot", "easy")]
        window.start_game(GameSetup("quiddler", seats, {}, seed=20261201))
        session = window.session
        session.think_scale = 0.05
        wait_until(lambda: view().local.my_turn() and view().local.word_list is not None
                   and not view().scene.mover.busy, 120, "Ada's turn")
        return grab(window, out / "15-quiddler-your-turn.png")

    def hint() -> str:
        v = view()
        v.input.draw("pile")
        settle(100)
        v.hint()
        wait_until(lambda: not v.hints.running, 30, "the hint")
        if v.local.hint is None:
            raise RuntimeError("no hint was laid out")
        return grab(window, out / "16-quiddler-hint.png") + f"; {v.local.hint.text}"

    def word_lists() -> str:
        v = view()
        v.actions_bar.word_lists.click()  # the window answers the view's request
        wait_until(lambda: window.dialog is not None and window.dialog.isVisible(), 10,
                   "the word-list dialog")
        dialog = window.dialog
        assert dialog is not None
        shot = grab(dialog, out / "17-quiddler-word-lists.png")
        dialog.close()
        settle(50)
        return shot

    test.run("Quiddler: a person's turn", persons_turn)
    if window.session is not None and window.session.setup.seats[0].kind == "person":
        test.run("Quiddler: hint", hint)
        test.run("Quiddler: word lists dialog", word_lists)
