#!/bin/bash
# `scripts/window-frames/landmarks-tabs.sh .build/release/Landmarks`: Landmarks in a real window on a private Xvfb
# (private-xvfb.sh), its tab bar's List and Featured tabs tapped in turn, five times each, with xdotool; then
# Ctrl+Q. Prints the window's `--stats`.
set -e
BIN=${1:?usage: landmarks-tabs.sh PATH-TO-Landmarks}
source "$(dirname "$0")/private-xvfb.sh"
STATS=$(mktemp)
"$BIN" --stats > "$STATS" 2>&1 &
sleep 2.5
for round in 1 2 3 4 5; do
  xdotool mousemove 797 1684 click 1; sleep 0.8
  xdotool mousemove 403 1684 click 1; sleep 0.8
done
xdotool key ctrl+q
sleep 1.5
cat "$STATS"
