#!/bin/bash
# `scripts/window-frames/weather-detail.sh .build/release/Weather`: Weather in a real window on a private Xvfb
# (private-xvfb.sh), its detail opened by a click on the Monday card and closed by the close button three times, then
# opened and dragged down to dismiss three times, with xdotool; then Ctrl+Q. Prints the window's `--stats`: frames
# drawn, median, p99 and slowest frame time, the ten slowest frames, retained layers and resident memory.
set -e
BIN=${1:?usage: weather-detail.sh PATH-TO-Weather}
source "$(dirname "$0")/private-xvfb.sh"
export XDG_CACHE_HOME=$(mktemp -d)
STATS=$(mktemp)
"$BIN" --offline --stats > "$STATS" 2>&1 &
sleep 2
for i in 1 2 3; do
  xdotool mousemove 439 1553 click 1; sleep 1.5
  xdotool mousemove 602 475 click 1; sleep 1.5
done
for i in 1 2 3; do
  xdotool mousemove 439 1553 click 1; sleep 1.5
  xdotool mousemove 602 903 mousedown 1
  for y in $(seq 923 20 1603); do xdotool mousemove 602 $y; sleep 0.016; done
  xdotool mouseup 1; sleep 1.5
done
xdotool mousemove 602 803 click 1; sleep 0.3; xdotool key ctrl+q
sleep 1.5
cat "$STATS"
