#!/bin/bash
# `scripts/window-frames/weather-picker.sh .build/release/Weather`: Weather in a real window on a private Xvfb
# (private-xvfb.sh), offline, its segmented picker switched to Tomorrow and back to Today five times, with xdotool;
# then Ctrl+Q. Prints the window's `--stats`.
set -e
BIN=${1:?usage: weather-picker.sh PATH-TO-Weather}
source "$(dirname "$0")/private-xvfb.sh"
export XDG_CACHE_HOME=$(mktemp -d)
STATS=$(mktemp)
"$BIN" --offline --stats > "$STATS" 2>&1 &
sleep 2
for round in 1 2 3 4 5; do
  xdotool mousemove 781 384 click 1; sleep 0.8
  xdotool mousemove 419 384 click 1; sleep 0.8
done
xdotool key ctrl+q
sleep 1.5
cat "$STATS"
