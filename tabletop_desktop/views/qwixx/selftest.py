"""Qwixx's own self-test steps (run after the generic bots-only game of every level): a person's
moment photographed (the dice rolled, the legal boxes highlighted, a cross previewed), then a solo
game of the Expert bot played to its end and photographed."""

from __future__ import annotations

from tabletop_desktop.views.common.self_test import (
    SelfTestRun,
    SelfTestWindow,
    close_dialog,
    grab,
    wait_until,
)

SOLO_TIMEOUT_S = 300.0


def extra_steps(test: SelfTestRun, window: SelfTestWindow) -> None:
    """Add the Qwixx steps to the self-test `test` on the main `window`."""
    from tabletop_desktop.storage.saves import GameSetup, SeatSetup

    out = test.outdir

    def person_moment() -> str:
        seats = [SeatSetup("You", "person", None), SeatSetup("Bo", "bot", "casual"),
                 SeatSetup("Cy", "bot", "strong")]
        window.start_game(GameSetup("qwixx", seats, {}, seed=20261130))
        view = window.view
        view.roll()
        wait_until(lambda: view.moment.phase == "white" and view.my_turn(), 30, "the white sum")
        box = sorted(view.moment.moves)[0] if view.moment.moves else None
        if box is not None:
            view.input.on_hover(box)  # the cross and the boxes it would skip, previewed
        shot = grab(window, out / "13-qwixx-your-choice.png")
        dice = view.moment.dice  # the white sum's number, whatever the language
        if dice is None or str(dice.white_sum) not in view.status_text():
            raise RuntimeError(f"the status does not state the moment: {view.status_text()!r}")
        return shot

    test.run("Qwixx: a person's white-sum choice", person_moment)

    def solo() -> str:
        window.start_game(GameSetup("qwixx", [SeatSetup("Solo", "bot", "expert")], {}, seed=20261131))
        session = window.session
        session.think_scale = 0.05
        model = window.view.model

        def rolls() -> int:
            view = model.moment.view
            return view.rolls if view is not None else 0

        wait_until(lambda: rolls() >= 12 or model.facts.over, SOLO_TIMEOUT_S,
                   "the solo game to reach mid-game")
        grab(window, out / "14-qwixx-solo-mid.png")
        wait_until(lambda: model.facts.over, SOLO_TIMEOUT_S, "the solo game to end")
        wait_until(lambda: window.dialog is not None and window.dialog.isVisible(), 30,
                   "the solo end-of-game summary")
        grab(window.dialog, out / "15-qwixx-solo-end.png")
        close_dialog(window)
        shot = grab(window, out / "16-qwixx-solo-final.png")
        return f"{rolls()} rolls, {model.facts.scores[0]} points; {shot}"

    test.run("Qwixx: a solo Expert game to the end", solo)
