#!/bin/bash
# `scripts/window-frames/launcher-memory.sh .build/release/Launcher`: the launcher in a real window on a private Xvfb
# (private-xvfb.sh), on a new empty cache and data folder, each of Weather, Wiki and Landmarks zoomed open from its
# icon and sent home by Escape with xdotool; then the home screen left to rest for 15 s, long enough for the
# launcher to prepare every app again (one a second) and for the window to go idle after it (5 s without a frame,
# when the renderer gives back what it does not need: `Renderer.didBecomeIdle`); then Ctrl+Q. Prints the window's
# `--stats`, whose last line is the resident memory of the launcher at rest with all three apps opened (its budget is
# 96 MB) and the peak it reached on the way.
set -e
BIN=${1:?usage: launcher-memory.sh PATH-TO-Launcher}
source "$(dirname "$0")/private-xvfb.sh"
export XDG_CACHE_HOME=$(mktemp -d) XDG_DATA_HOME=$(mktemp -d)
STATS=$(mktemp)
"$BIN" --offline --stats > "$STATS" 2>&1 &
sleep 2.5
for x in 316 504 690; do
  xdotool mousemove $x 307 click 1; sleep 1.5
  xdotool key Escape; sleep 1.5
done
sleep 15
xdotool key ctrl+q
sleep 1.5
cat "$STATS"
