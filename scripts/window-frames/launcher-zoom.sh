#!/bin/bash
# `scripts/window-frames/launcher-zoom.sh .build/release/Launcher`: the launcher in a real window on a private Xvfb
# (private-xvfb.sh), each app zoomed open from its icon and back home twice by Escape, then once by a swipe up from
# the home indicator, with xdotool; then Ctrl+Q. Prints the window's `--stats`: frames drawn, median, p99 and slowest
# frame time, the ten slowest frames, retained layers and resident memory.
set -e
BIN=${1:?usage: launcher-zoom.sh PATH-TO-Launcher}
source "$(dirname "$0")/private-xvfb.sh"
STATS=$(mktemp)
"$BIN" --offline --stats > "$STATS" 2>&1 &
sleep 2.5
for x in 316 504 690 316 504 690; do
  xdotool mousemove $x 307 click 1; sleep 1.2
  xdotool key Escape; sleep 1.2
done
for x in 316 504 690; do
  xdotool mousemove $x 307 click 1; sleep 1.2
  xdotool mousemove 600 1788 mousedown 1
  for y in $(seq 1768 -30 1500); do xdotool mousemove 600 $y; sleep 0.016; done
  xdotool mouseup 1; sleep 1.2
done
xdotool key ctrl+q
sleep 1.5
cat "$STATS"
