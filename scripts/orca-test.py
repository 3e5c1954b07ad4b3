#!/usr/bin/python3
"""Orca, the screen reader, hearing Weather's home screen as the keyboard focus moves by Tab.

Run by scripts/orca-test inside a private X server and a private D-Bus session: it starts the accessibility bus and
its registry, Orca with a debug file (`orca --debug-file`) and no speech server, so what Orca would say is written
to the file as SPEECH OUTPUT lines and spoken to no device, then Weather in a real window. It waits for Orca to
announce the window, presses Tab (xdotool, through the X server) and checks, Tab by Tab, what Orca says: the
segmented picker's selected segment, then the forecast cards by their day's name and their role. Then it starts
Weather first, presses Tab twice, and only then a new Orca, which announces the window and the focused card once.
Usage: orca-test.py BUILD_DIR (the folder holding the Weather executable).
"""
import os
import re
import subprocess
import sys
import tempfile
import time

from accessibility_bus import focus_window, start_accessibility_bus, wait_for, xdotool
from gi.repository import Atspi

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


def start_weather():
    os.environ["XDG_CACHE_HOME"] = tempfile.mkdtemp(prefix="meadow-orca-weather-cache-")
    return subprocess.Popen([os.path.join(BUILD, "Weather"), "--offline"], stdout=subprocess.DEVNULL)


def tab_by_tab(orca):
    """Orca running first: it announces Weather's window, then what each Tab focuses."""
    weather = start_weather()
    try:
        orca.wait_to_say(OPENING, after=orca.spoken().index("Screen reader on.") + 1)
        focus_window("Weather")
        for utterance in AT_EACH_TAB:
            said = len(orca.spoken())
            xdotool("key", "Tab")
            orca.wait_to_say(utterance, after=said)
            print(f"#   Tab: Orca says {utterance!r}")
    finally:
        weather.terminate()
        weather.wait(timeout=10)


def started_late():
    """Orca started after Weather's window opened and two Tabs moved the focus announces both, once: Orca 43 looks
    for the active window and the focused element itself as it starts, and the bridge tells its new listeners the
    window's activation and the focus again (as it tells any listener registering late), which must not make it say
    them twice."""
    weather = start_weather()
    orca = None
    try:
        wait_for("Weather on the accessibility bus", weather_on_the_bus)
        focus_window("Weather")
        xdotool("key", "Tab")
        xdotool("key", "Tab")
        time.sleep(2)
        orca = Orca()
        wait_for("Orca to start", lambda: "Screen reader on." in orca.spoken())
        after = orca.spoken().index("Screen reader on.") + 1
        wait_for("Orca to say the window and the focused card", lambda: len(orca.spoken()[after:]) >= 2)
        time.sleep(2)
        said = orca.spoken()[after:]
        assert said == [OPENING, AT_EACH_TAB[1]], f"Orca started late said {said}, not {[OPENING, AT_EACH_TAB[1]]}"
        print(f"#   started late: Orca says {said}")
    except AssertionError:
        if orca:
            print_tail(orca)
        raise
    finally:
        weather.terminate()
        weather.wait(timeout=10)
        if orca:
            orca.close()


def weather_on_the_bus():
    """Whether Weather's application is on the registry's desktop."""
    desktop = Atspi.get_desktop(0)
    desktop.clear_cache()
    children = (desktop.get_child_at_index(index) for index in range(desktop.get_child_count()))
    return any(child is not None and child.get_name() == "Weather" for child in children)


def main():
    started = time.monotonic()
    start_accessibility_bus()
    orca = Orca()
    try:
        wait_for("Orca to start", lambda: "Screen reader on." in orca.spoken())
        tab_by_tab(orca)
        print(f"ok - Orca announces Weather's window, then at each Tab the picker's segment and the forecast cards "
              f"by name and role ({time.monotonic() - started:.1f} s)")
    except AssertionError as error:
        print(f"not ok - Orca hearing Weather: {error}")
        print_tail(orca)
        return 1
    finally:
        orca.close()
    started = time.monotonic()
    try:
        started_late()
        print(f"ok - Orca started after Weather's focus moved announces the window and the focused card, once "
              f"({time.monotonic() - started:.1f} s)")
        return 0
    except AssertionError as error:
        print(f"not ok - Orca started late: {error}")
        return 1


def print_tail(orca):
    """The last lines of Orca's debug file, to see what it heard and said."""
    with open(orca.debug_file, errors="replace") as debug:
        print("".join(f"#   {line}" for line in debug.readlines()[-30:]), end="")


sys.exit(main())
