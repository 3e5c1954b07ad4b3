#!/bin/bash
# `scripts/window-frames/wiki-sheet.sh .build/release/Wiki`: Wiki in a real window on a private Xvfb
# (private-xvfb.sh), on a new empty database, its "Create New Wiki" sheet dragged by its grabber down until it
# collapses and springs to the toolbar, then dragged back up until it springs open, three times, with xdotool; then
# Ctrl+Q. Prints the window's `--stats`: frames drawn, median, p99 and slowest frame time, the ten slowest frames,
# retained layers and resident memory.
set -e
BIN=${1:?usage: wiki-sheet.sh PATH-TO-Wiki}
source "$(dirname "$0")/private-xvfb.sh"
export XDG_CACHE_HOME=$(mktemp -d) XDG_DATA_HOME=$(mktemp -d)
STATS=$(mktemp)
"$BIN" --stats > "$STATS" 2>&1 &
sleep 2
for i in 1 2 3; do
  xdotool mousemove 627 1070 mousedown 1
  for y in $(seq 1090 25 1640); do xdotool mousemove 627 $y; sleep 0.016; done
  xdotool mouseup 1; sleep 1.5
  xdotool mousemove 627 1640 mousedown 1
  for y in $(seq 1620 -25 1000); do xdotool mousemove 627 $y; sleep 0.016; done
  xdotool mouseup 1; sleep 1.5
done
xdotool key ctrl+q
sleep 1.5
cat "$STATS"
