#!/bin/bash
# `scripts/window-frames/controls-canvas-timeline.sh .build/release/MeadowBench`: MeadowBench's Canvas in a
# TimelineView (`--window-demo canvas-timeline`) in a real window on a private Xvfb (private-xvfb.sh), its dots
# circling for four seconds, a frame drawn for each of the display's refreshes; then Ctrl+Q. Prints the window's
# `--stats`.
set -e
BIN=${1:?usage: controls-canvas-timeline.sh PATH-TO-MeadowBench}
source "$(dirname "$0")/private-xvfb.sh"
STATS=$(mktemp)
"$BIN" --window-demo canvas-timeline --stats > "$STATS" 2>&1 &
sleep 4
xdotool key ctrl+q
sleep 1.5
cat "$STATS"
