#!/bin/bash
# `scripts/window-frames/controls-alert.sh .build/release/MeadowBench`: MeadowBench's alert demo
# (`--window-demo alert`) in a real window on a private Xvfb (private-xvfb.sh), its alert presented by the button in
# the middle of the screen and dismissed by its OK button five times, with xdotool; then Ctrl+Q. Prints the
# window's `--stats`.
set -e
BIN=${1:?usage: controls-alert.sh PATH-TO-MeadowBench}
source "$(dirname "$0")/private-xvfb.sh"
STATS=$(mktemp)
"$BIN" --window-demo alert --stats > "$STATS" 2>&1 &
sleep 2
for round in 1 2 3 4 5; do
  xdotool mousemove 600 975 click 1; sleep 1
  xdotool mousemove 600 1028 click 1; sleep 1
done
xdotool key ctrl+q
sleep 1.5
cat "$STATS"
