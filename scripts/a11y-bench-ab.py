#!/usr/bin/python3
"""What the accessibility bridge costs: the same window scripts and launches with it on and off, in one run.

Run by scripts/a11y-bench-ab inside a private D-Bus session. The accessibility bus and its registry are started as
a desktop starts them for a screen reader, so an app registers and publishes its tree (the bridge on); the same app
with MEADOW_A11Y=0 does not (the bridge off). Each round runs every window script of `make bench` chosen below
(scripts/window-frames, each app driven by xdotool in a window on an Xvfb of its own, figures as `make bench`
prints them) once in each mode, the two modes back to back and their order swapped from one round to the next, so
that the load other processes put on the machine falls on both alike; then Weather's launch to its first frame on
screen, LAUNCHES times in each mode, alternating. Each launch also checks the mode: with the bridge on Weather
appears in the registry's desktop, with it off it does not.

Prints, per figure, the median over the rounds in each mode and their ratio, on / off:
    a11y_ab.<figure> on <value> off <value> <unit> ratio <on/off>
Usage: a11y-bench-ab.py BUILD_DIR ROUNDS.
"""
import os
import statistics
import subprocess
import sys
import tempfile
import time

from accessibility_bus import start_accessibility_bus, wait_for
from gi.repository import Atspi

BUILD = sys.argv[1]
ROUNDS = int(sys.argv[2])
LAUNCHES = 3
HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "window-frames")
SCRIPTS = [
    ("weather-detail", "Weather"),
    ("weather-picker", "Weather"),
    ("wiki-sheet", "Wiki"),
    ("wiki-create", "Wiki"),
    ("landmarks-push-pop", "Landmarks"),
    ("landmarks-tabs", "Landmarks"),
]
MODES = ("on", "off")


def environment(mode):
    env = dict(os.environ)
    env.pop("MEADOW_A11Y", None)
    if mode == "off":
        env["MEADOW_A11Y"] = "0"
    return env


def window_script(script, app, mode):
    """The figures `make bench` prints for one window script, as {name: (value, unit)}."""
    output = subprocess.run(["bash", "-c", 'source "$0/figures.sh"; run "$1" "$2"', HERE, script,
                             os.path.join(BUILD, app)], env=environment(mode), capture_output=True, text=True).stdout
    figures = {}
    for line in output.splitlines():
        name, value, unit = line.split()
        figures[name] = (float(value), unit)
    if not figures:
        raise SystemExit(f"a11y-bench-ab: {script} printed no figures with the bridge {mode}")
    return figures


def on_the_bus(name):
    desktop = Atspi.get_desktop(0)
    desktop.clear_cache()
    return any(child is not None and child.get_name() == name
               for child in (desktop.get_child_at_index(i) for i in range(desktop.get_child_count())))


def launch(display, mode):
    """Weather's launch to its first frame on screen, in ms, its process started in `display`; checks the bridge
    registered with it on and did not with it off."""
    env = environment(mode)
    env.update(DISPLAY=display, SDL_VIDEODRIVER="x11", XDG_CACHE_HOME=tempfile.mkdtemp(prefix="meadow-ab-cache-"))
    started = time.monotonic()
    app = subprocess.Popen([os.path.join(BUILD, "Weather"), "--offline", "--stats"], env=env,
                           stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        line = app.stdout.readline()
        elapsed = (time.monotonic() - started) * 1000
        if not line.rstrip().endswith("first frame on screen"):
            raise SystemExit(f"a11y-bench-ab: Weather drew no window with the bridge {mode}")
        if mode == "on":
            wait_for("Weather on the accessibility bus", lambda: on_the_bus("Weather"))
        else:
            time.sleep(3)
            if on_the_bus("Weather"):
                raise SystemExit("a11y-bench-ab: Weather registered on the accessibility bus with MEADOW_A11Y=0")
        return elapsed
    finally:
        app.terminate()
        app.wait(timeout=10)


def xvfb():
    """An X server of its own on a free display, as the window scripts start theirs."""
    server = subprocess.Popen(["Xvfb", "-displayfd", "1", "-screen", "0", "1200x1900x24", "-nolisten", "tcp",
                               "-noreset"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    return server, ":" + server.stdout.readline().strip()


start_accessibility_bus()
samples = {mode: {} for mode in MODES}
units = {}
server, display = xvfb()
try:
    for round in range(ROUNDS):
        order = MODES if round % 2 == 0 else tuple(reversed(MODES))
        for script, app in SCRIPTS:
            for mode in order:
                for name, (value, unit) in window_script(script, app, mode).items():
                    samples[mode].setdefault(name, []).append(value)
                    units[name] = unit
        for index in range(LAUNCHES):
            for mode in order if index % 2 == 0 else tuple(reversed(order)):
                samples[mode].setdefault("window.launch_to_first_frame", []).append(launch(display, mode))
                units["window.launch_to_first_frame"] = "ms"
        print(f"# round {round + 1} of {ROUNDS} done", file=sys.stderr, flush=True)
finally:
    server.terminate()
    server.wait()

for name in samples["on"]:
    on, off = statistics.median(samples["on"][name]), statistics.median(samples["off"].get(name, [0]))
    ratio = f"{on / off:.3f}" if off else "-"
    print(f"a11y_ab.{name} on {on:.3f} off {off:.3f} {units[name]} ratio {ratio}"
          f" (n={len(samples['on'][name])}, on {min(samples['on'][name]):.3f}…{max(samples['on'][name]):.3f},"
          f" off {min(samples['off'][name]):.3f}…{max(samples['off'][name]):.3f})")
