#!/bin/bash
# `scripts/example-window.sh MEADOW PROJECT OUT.png`: the Xcode project opened by `meadow run` in a real window on a
# private Xvfb (1200 × 1900, so an iPhone 15 window opens at scale 2, 786 × 1704 at 207, 98), its + button clicked
# three times with xdotool, the window captured to OUT.png, then Ctrl+Q. Fails unless the app quits with status 0.
set -e
MEADOW=${1:?usage: example-window.sh MEADOW PROJECT OUT.png}
PROJECT=${2:?usage: example-window.sh MEADOW PROJECT OUT.png}
OUT=${3:?usage: example-window.sh MEADOW PROJECT OUT.png}
source "$(dirname "$0")/window-frames/private-xvfb.sh"
# Built by `make example` before this runs, so the window opens within a few seconds.
"$MEADOW" run "$PROJECT" &
APP=$!
WINDOW=$(timeout 60 xdotool search --sync --onlyvisible --name "Tally" 2>/dev/null | head -1)
[ -n "$WINDOW" ] || { echo "example-window: no window appeared" >&2; exit 1; }
sleep 2
for i in 1 2 3; do xdotool mousemove 680 1102 click 1; sleep 0.5; done
sleep 1
import -window "$WINDOW" "$OUT"
xdotool key ctrl+q
wait $APP
