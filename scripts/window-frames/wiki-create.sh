#!/bin/bash
# `scripts/window-frames/wiki-create.sh .build/release/Wiki`: Wiki in a real window on a private Xvfb
# (private-xvfb.sh), on a new empty database, three times: a title typed into the sheet's field, Create New Wiki
# pressed (the sheet collapses), the All Wikis card opened to see the new row, back, and the toolbar's plus to
# bring the sheet up again, with xdotool; then Ctrl+Q. Prints the window's `--stats`.
set -e
BIN=${1:?usage: wiki-create.sh PATH-TO-Wiki}
source "$(dirname "$0")/private-xvfb.sh"
export XDG_CACHE_HOME=$(mktemp -d) XDG_DATA_HOME=$(mktemp -d)
STATS=$(mktemp)
"$BIN" --stats > "$STATS" 2>&1 &
sleep 2
for title in Groceries Holidays Recipes; do
  xdotool mousemove 600 1240; sleep 0.5; xdotool click 1
  xdotool type --delay 60 "$title"; sleep 0.3
  xdotool mousemove 600 1380 click 1; sleep 1.5
  xdotool mousemove 409 491 click 1; sleep 1.5
  xdotool mousemove 247 260 click 1; sleep 1.5
  xdotool mousemove 600 1714 click 1; sleep 1.5
done
xdotool key ctrl+q
sleep 1.5
cat "$STATS"
