"""Expert: plays from the exact solo value table (solo_values.py) and reads the race to the end.

Solo it plays the table's best choice: the expected final score of every whole-roll choice is its
points plus the table's value of the sheet it leads to, which is optimal play (115.5 points on
average). With other seats it uses the duel table instead (the same programme where the others may
end the game between its rolls: it takes points sooner and values its locks), for its own sheet and
the others'; each choice is judged by the chance of winning that the expected final margin over the
best other seat gives (judge.py), so a lock counts for what it denies the others and for ending the
game when ahead, and a choice that ends the game is judged by the final scores.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from tabletop_desktop.engine.bots import BotLevel
from tabletop_desktop.engine.core import Action
from tabletop_desktop.engine.qwixx.bots import solo_values, strong
from tabletop_desktop.engine.qwixx.bots.judge import Pace, choose_with
from tabletop_desktop.engine.qwixx.view import QwixxView

# With other seats: judge by the chance of winning, the margin over 3 * sqrt(points still to come)
# (judge.worth); tuned against Strong in 2-seat games.
SPREAD = 3.0


def future(codes: Sequence[int], penalties: int, pace: Pace, own_roll_next: bool = True
           ) -> float:
    """Expert's estimate of the points a sheet will still score."""
    if pace.limit != 2:
        # The tables know only the usual end (the second lock).
        return strong.future_by_rows(codes, penalties, pace, own_roll_next)
    if pace.seats == 1:
        return solo_values.value(codes, penalties)
    return solo_values.value(codes, penalties, solo_values.DUEL_FILE_NAME)


class ExpertBot:
    """The value tables' best choice: solo optimal, with others judged by the chance of winning."""

    def __init__(self, level: BotLevel) -> None:
        self.level = level
        # Load the tables now (about a second each), not during the first decision.
        solo_values.table()
        solo_values.table(solo_values.DUEL_FILE_NAME)

    def choose(self, view: QwixxView, rng: random.Random, budget_s: float) -> Action:
        """Roll, or the choice with the best expected final score (solo) or margin."""
        return choose_with(view, rng, future, SPREAD)
