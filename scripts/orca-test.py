#!/usr/bin/python3
"""Orca, the screen reader, hearing Weather's home screen as the keyboard focus moves by Tab.

Run by scripts/orca-test inside a private X server and a private D-Bus session: it starts the accessibility bus and
its registry, Orca with a debug file (`orca --debug-file`) and no speech server, so what Orca would say is written
to the file as SPEECH OUTPUT lines and spoken to no device, then Weather in a real window. It waits for Orca to
announce the window, presses Tab (xdotool, through the X server) and checks, Tab by Tab, what Orca says: the
segmented picker's selected segment, then the forecast cards by their day's name and their role.
Usage: orca-test.py BUILD_DIR (the folder holding the Weather executable).
"""
import os
import re
import subprocess
import sys
import tempfile
import time

from accessibility_bus import focus_window, start_accessibility_bus, wait_for, xdotool

BUILD = sys.argv[1]
# What Orca says as Weather's window opens, then at each Tab: the picker's selected segment, then the first cards.
OPENING = "Weather frame."
AT_EACH_TAB = ["Today push button.", "Monday label.", "Tuesday label.", "Wednesday label."]
# Orca's own Python settings, read from its preferences folder at start: no speech server (its debug file still
# logs each utterance), no braille display, and the debug file written line by line rather than in 8 KB blocks,
# so a line is there as soon as Orca says it.
CUSTOMIZATIONS = """\
import orca.debug
import orca.settings
orca.settings.speechServerFactory = None
orca.settings.enableBraille = False
if orca.debug.debugFile:
    orca.debug.debugFile.reconfigure(line_buffering=True)
"""


class Orca:
    """Orca running with a debug file and preferences of its own, and what it has said so far."""

    def __init__(self):
        folder = tempfile.mkdtemp(prefix="meadow-orca-")
        preferences = os.path.join(folder, "preferences")
        os.makedirs(preferences)
        with open(os.path.join(preferences, "orca-customizations.py"), "w") as customizations:
            customizations.write(CUSTOMIZATIONS)
        self.debug_file = os.path.join(folder, "orca-debug.txt")
        self.log = open(os.path.join(folder, "orca.log"), "w")
        self.process = subprocess.Popen(["orca", "--user-prefs", preferences, "--debug-file", self.debug_file],
                                        stdout=self.log, stderr=subprocess.STDOUT)

    def spoken(self):
        """The utterances of the SPEECH OUTPUT lines so far, in order."""
        if not os.path.exists(self.debug_file):
            return []
        with open(self.debug_file, errors="replace") as debug:
            # A line is "SPEECH OUTPUT: 'utterance'", a voice's name when not the default one, then the voice.
            return re.findall(r"SPEECH OUTPUT: '(.*)'(?: voice=\S+)? ?\{.*\}$", debug.read(), re.MULTILINE)

    def wait_to_say(self, utterance, after):
        """Waits until Orca says `utterance` as its next utterance after the first `after`; fails if it says
        something else."""
        said = wait_for(f"Orca to say {utterance!r}", lambda: self.spoken()[after:])
        assert said[0] == utterance, f"Orca said {said[0]!r}, not {utterance!r} (all it said: {self.spoken()})"

    def close(self):
        # Orca handles SIGTERM only when an event wakes its Python code; nothing is left to hear, so it is killed.
        self.process.kill()
        self.process.wait(timeout=10)
        self.log.close()


def main():
    started = time.monotonic()
    start_accessibility_bus()
    orca = Orca()
    weather = None
    try:
        wait_for("Orca to start", lambda: "Screen reader on." in orca.spoken())
        os.environ["XDG_CACHE_HOME"] = tempfile.mkdtemp(prefix="meadow-orca-weather-cache-")
        weather = subprocess.Popen([os.path.join(BUILD, "Weather"), "--offline"], stdout=subprocess.DEVNULL)
        orca.wait_to_say(OPENING, after=orca.spoken().index("Screen reader on.") + 1)
        focus_window("Weather")
        for utterance in AT_EACH_TAB:
            said = len(orca.spoken())
            xdotool("key", "Tab")
            orca.wait_to_say(utterance, after=said)
            print(f"#   Tab: Orca says {utterance!r}")
        print(f"ok - Orca announces Weather's window, then at each Tab the picker's segment and the forecast cards "
              f"by name and role ({time.monotonic() - started:.1f} s)")
        return 0
    except AssertionError as error:
        print(f"not ok - Orca hearing Weather: {error}")
        with open(orca.debug_file, errors="replace") as debug:
            print("".join(f"#   {line}" for line in debug.readlines()[-30:]), end="")
        return 1
    finally:
        if weather:
            weather.terminate()
            weather.wait(timeout=10)
        orca.close()


sys.exit(main())
