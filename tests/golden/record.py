"""Record the golden playthroughs again: `.venv/bin/python -m tests.golden.record [--game GAME]`.

Run it when a rule or what a seat may see changes on purpose, then review the diff of
tests/golden/*.json (one line per step: `git diff --stat tests/golden` says which games changed,
`git diff tests/golden` which steps) before committing it.

The recorded moves are played again as long as each still applies, so the diff shows what the
seats now see of the same game; the bots choose from the first move that no longer applies. With
`--fresh` (or for a playthrough without a file yet) the bots choose every move, with seeded RNGs
and small budgets; a search bot's choice depends on how far it got in its budget, so a fresh
recording may differ from the last one even when no rule changed.

The person's own files never reach a recording: the app's folders point at a fresh temporary
folder while recording, so Quiddler's house words are those a new game gets by default (none),
and the playthrough that plays with house words names them in its options.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time

from tests.golden.golden import Playthrough, dumps, load, record

PLAYTHROUGHS: tuple[Playthrough, ...] = (
    Playthrough(
        "qwirkle-2-seats",
        "qwirkle",
        seed=1501,
        bots=("beginner", "strong"),
        about="The rules' first move (the largest group starts).",
    ),
    Playthrough(
        "qwirkle-3-seats-free-start",
        "qwirkle",
        seed=1502,
        bots=("casual", "expert", "beginner"),
        options={"first_move": "free", "starter": 2, "undo": False},
        about="A free first move by the third seat, undo off.",
    ),
    Playthrough(
        "qwixx-solo",
        "qwixx",
        seed=1503,
        bots=("strong",),
        about="One seat alone.",
    ),
    Playthrough(
        "qwixx-2-seats",
        "qwixx",
        seed=1504,
        bots=("beginner", "casual"),
        about="The rules as printed.",
    ),
    Playthrough(
        "qwixx-4-seats-house-rules",
        "qwixx",
        seed=1505,
        bots=("expert", "beginner", "casual", "strong"),
        options={"lock_for_everyone": True, "until_all_locked": True},
        about="Lock cross for everyone with 5 crosses; play until all four rows are locked.",
    ),
    Playthrough(
        "quiddler-2-seats",
        "quiddler",
        seed=1506,
        bots=("easy", "hard"),
        about="The options a new game gets by default (house words filled in as the app does, "
        "from a fresh app folder: none).",
    ),
    Playthrough(
        "quiddler-3-seats-house-words",
        "quiddler",
        seed=1507,
        bots=("medium", "hard", "easy"),
        options={
            "word_list": "common",
            "no_go_out_first_turn": True,
            "house_allow": ["qi", "za", "xu"],
            "house_deny": ["the", "and"],
        },
        prepare=False,  # the house words given here stand
        about="The common word list with house words allowed and refused, no going out on the "
        "first turn.",
    ),
)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.golden.record", description=__doc__)
    games = sorted({p.game_id for p in PLAYTHROUGHS})
    parser.add_argument("--game", choices=games, help="only this game's playthroughs")
    parser.add_argument(
        "--fresh",
        action="store_true",
        help="let the bots choose every move anew instead of keeping the recorded moves that "
        "still apply",
    )
    args = parser.parse_args(argv)
    before = os.environ.get("TABLETOP_DESKTOP_HOME")
    with tempfile.TemporaryDirectory() as home:
        os.environ["TABLETOP_DESKTOP_HOME"] = home  # never the person's own settings or lists
        try:
            _record_all(args.game, args.fresh)
        finally:
            if before is None:
                os.environ.pop("TABLETOP_DESKTOP_HOME", None)
            else:
                os.environ["TABLETOP_DESKTOP_HOME"] = before
    return 0


def _record_all(game_id: str | None, fresh: bool) -> None:
    for p in PLAYTHROUGHS:
        if game_id and p.game_id != game_id:
            continue
        began = time.perf_counter()
        keep = [] if fresh or not p.path.exists() else load(p.path)["steps"][1:]
        recording, kept = record(p, [s["action"] for s in keep])
        p.path.write_text(dumps(recording), encoding="ascii")
        print(
            f"{p.path.name}: {recording['moves']} moves ({kept} kept from before, "
            f"{recording['moves'] - kept} chosen by the bots), scores {recording['scores']}, "
            f"events {recording['events_from']}, {time.perf_counter() - began:.1f} s",
            flush=True,
        )


if __name__ == "__main__":
    sys.exit(main())
