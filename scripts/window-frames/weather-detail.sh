#!/bin/bash
# `scripts/window-frames/weather-detail.sh .build/release/Weather`: Weather in a real window on a private Xvfb
# (1200 × 1900, so the window opens at scale 2, 786 × 1704 at 207, 98), its detail opened by a click on the Monday
# card and closed by the close button three times, then opened and dragged down to dismiss three times, with
# xdotool; then Ctrl+Q. Prints the window's `--stats`: frames drawn, median and p99 frame time, retained layers.
set -e
BIN=${1:?usage: weather-detail.sh PATH-TO-Weather}
export DISPLAY=:77 SDL_VIDEODRIVER=x11 XDG_CACHE_HOME=$(mktemp -d)
pgrep -f "Xvfb :77" >/dev/null || { Xvfb :77 -screen 0 1200x1900x24 >/dev/null 2>&1 & sleep 1; }
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
