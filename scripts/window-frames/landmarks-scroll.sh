#!/bin/bash
# `scripts/window-frames/landmarks-scroll.sh .build/release/Landmarks`: Landmarks in a real window on a private Xvfb
# (private-xvfb.sh), its Featured page scrolled down under the navigation and tab bars by 40 wheel notches and back up
# by 40, then flicked up to coast, with xdotool; then Ctrl+Q. Prints the window's `--stats`: frames drawn, median, p99
# and slowest frame time, the ten slowest frames, retained layers and resident memory.
set -e
BIN=${1:?usage: landmarks-scroll.sh PATH-TO-Landmarks}
source "$(dirname "$0")/private-xvfb.sh"
STATS=$(mktemp)
"$BIN" --stats > "$STATS" 2>&1 &
sleep 2.5
xdotool mousemove 600 1000
for i in $(seq 40); do xdotool click 5; sleep 0.03; done
sleep 0.5
for i in $(seq 40); do xdotool click 4; sleep 0.03; done
sleep 1
# A flick: dragged up 120 pixels in 0.1 s and let go, to coast.
xdotool mousemove 600 1400 mousedown 1
for i in $(seq 6); do xdotool mousemove 600 $((1400 - 20 * i)); sleep 0.016; done
xdotool mouseup 1
sleep 3
xdotool key ctrl+q
sleep 1.5
cat "$STATS"
