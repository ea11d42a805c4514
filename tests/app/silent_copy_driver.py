"""Run by test_single_instance in a child process: a running copy that takes every hand-over
and never answers it (as a copy stuck on a slow machine would), playing the game in progress
whose autosave id is argv[1]."""

import sys
import time

from tabletop_desktop import launch, single_instance
from tabletop_desktop.app import create_application, create_main_window
from tabletop_desktop.storage.settings import Settings

single_instance.SingleInstance._answer = lambda self, connection: time.sleep(600)
app = create_application()
instance = launch.claim_or_hand_over(None)
window = create_main_window(Settings(bot_speed="fast", reduce_motion=True))
window.bot_pause_scale = 50.0  # the bots think slowly: the game stays in progress
window.show()
assert window.continue_game(sys.argv[1])
print("playing", flush=True)
sys.exit(app.exec())
