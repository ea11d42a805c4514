"""The engine module's exports, and that the home screen's `info` import stays light."""

import subprocess
import sys

import tabletop_desktop.engine.qwirkle as qwirkle
from tabletop_desktop.engine.registry import game


def test_engine_module_exports():
    for name in ("new_game", "action_to_json", "action_from_json", "determinize", "make_bot",
                 "score_placement", "legal_placements", "IllegalPlacement", "QwirkleState",
                 "placement_problem", "candidate_cells", "dead_cells", "tile_name", "SHAPE_LABELS"):
        assert callable(getattr(qwirkle, name)) or isinstance(getattr(qwirkle, name), dict), name
    assert issubclass(qwirkle.IllegalPlacement, ValueError)
    assert game("qwirkle").engine() is qwirkle


def test_make_bot_gives_a_bot_for_every_level():
    for level in game("qwirkle").bot_levels:
        bot = qwirkle.make_bot(level.key)
        assert callable(bot.choose)


def test_importing_info_does_not_load_the_engine():
    code = (
        "import sys\n"
        "import tabletop_desktop.engine.qwirkle.info\n"
        "assert 'tabletop_desktop.engine.qwirkle.state' not in sys.modules\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
