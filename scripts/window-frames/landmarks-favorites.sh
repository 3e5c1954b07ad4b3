#!/bin/bash
# `scripts/window-frames/landmarks-favorites.sh .build/release/Landmarks`: Landmarks in a real window on a private
# Xvfb (private-xvfb.sh), its List tab opened and the Favorites only switch turned on and off five times (the rows
# animate out and back in), with xdotool; then Ctrl+Q. Prints the window's `--stats`.
set -e
BIN=${1:?usage: landmarks-favorites.sh PATH-TO-Landmarks}
source "$(dirname "$0")/private-xvfb.sh"
STATS=$(mktemp)
"$BIN" --stats > "$STATS" 2>&1 &
sleep 2.5
xdotool mousemove 797 1684 click 1; sleep 1
for round in 1 2 3 4 5; do
  xdotool mousemove 900 498 click 1; sleep 1
  xdotool mousemove 900 498 click 1; sleep 1
done
xdotool key ctrl+q
sleep 1.5
cat "$STATS"
