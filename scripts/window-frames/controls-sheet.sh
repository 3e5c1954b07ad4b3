#!/bin/bash
# `scripts/window-frames/controls-sheet.sh .build/release/MeadowBench`: MeadowBench's sheet demo
# (`--window-demo sheet`) in a real window on a private Xvfb (private-xvfb.sh), its sheet presented by the button in
# the middle of the screen and dismissed by the sheet's Done button five times, with xdotool; then Ctrl+Q. Prints
# the window's `--stats`.
set -e
BIN=${1:?usage: controls-sheet.sh PATH-TO-MeadowBench}
source "$(dirname "$0")/private-xvfb.sh"
STATS=$(mktemp)
"$BIN" --window-demo sheet --stats > "$STATS" 2>&1 &
sleep 2
for round in 1 2 3 4 5; do
  xdotool mousemove 600 975 click 1; sleep 1.2
  xdotool mousemove 600 1028 click 1; sleep 1.2
done
xdotool key ctrl+q
sleep 1.5
cat "$STATS"
