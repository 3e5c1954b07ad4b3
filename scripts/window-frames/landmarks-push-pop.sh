#!/bin/bash
# `scripts/window-frames/landmarks-push-pop.sh .build/release/Landmarks`: Landmarks in a real window on a private
# Xvfb (private-xvfb.sh), its List tab opened, then a landmark's row tapped to push its detail and the back button
# tapped to pop it, for three rows twice over, with xdotool; then Ctrl+Q. Prints the window's `--stats`.
set -e
BIN=${1:?usage: landmarks-push-pop.sh PATH-TO-Landmarks}
source "$(dirname "$0")/private-xvfb.sh"
STATS=$(mktemp)
"$BIN" --stats > "$STATS" 2>&1 &
sleep 2.5
xdotool mousemove 797 1684 click 1; sleep 1
for round in 1 2; do
  for y in 560 700 840; do
    xdotool mousemove 600 $y click 1; sleep 1.2
    xdotool mousemove 300 260 click 1; sleep 1.2
  done
done
xdotool key ctrl+q
sleep 1.5
cat "$STATS"
