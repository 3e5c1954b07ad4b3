#!/bin/bash
# `scripts/window-frames/wiki-sheet.sh .build/release/Wiki`: Wiki in a real window on a private Xvfb (1200 × 1900,
# so the window opens at scale 2, 786 × 1704 at 207, 98), on a new empty database, its "Create New Wiki" sheet
# dragged by its grabber down until it collapses and springs to the toolbar, then dragged back up until it springs
# open, three times, with xdotool; then Ctrl+Q. Prints the window's `--stats`: frames drawn, median and p99 frame
# time, retained layers.
set -e
BIN=${1:?usage: wiki-sheet.sh PATH-TO-Wiki}
export DISPLAY=:76 SDL_VIDEODRIVER=x11 XDG_CACHE_HOME=$(mktemp -d) XDG_DATA_HOME=$(mktemp -d)
pgrep -f "Xvfb :76" >/dev/null || { Xvfb :76 -screen 0 1200x1900x24 >/dev/null 2>&1 & sleep 1; }
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
