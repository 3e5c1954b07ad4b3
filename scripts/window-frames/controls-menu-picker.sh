#!/bin/bash
# `scripts/window-frames/controls-menu-picker.sh .build/release/MeadowBench`: MeadowBench's menu picker demo
# (`--window-demo menu-picker`) in a real window on a private Xvfb (private-xvfb.sh), its menu opened by a tap on
# the picker and closed by choosing Vanilla, then opened again and closed by choosing Chocolate, three times, with
# xdotool; then Ctrl+Q. Prints the window's `--stats`.
set -e
BIN=${1:?usage: controls-menu-picker.sh PATH-TO-MeadowBench}
source "$(dirname "$0")/private-xvfb.sh"
STATS=$(mktemp)
"$BIN" --window-demo menu-picker --stats > "$STATS" 2>&1 &
sleep 2
for round in 1 2 3; do
  xdotool mousemove 600 975 click 1; sleep 1
  xdotool mousemove 607 1142 click 1; sleep 1
  xdotool mousemove 600 975 click 1; sleep 1
  xdotool mousemove 607 1054 click 1; sleep 1
done
xdotool key ctrl+q
sleep 1.5
cat "$STATS"
