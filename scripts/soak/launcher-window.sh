#!/bin/bash
# `scripts/soak/launcher-window.sh .build/release/Launcher MINUTES`: the launcher in a real window on a private Xvfb
# (../window-frames/private-xvfb.sh), on a new empty cache and data folder, driven with xdotool for MINUTES minutes
# (30 when not given): round after round, Weather opened from its icon (its detail sheet opened and swiped shut, its
# picker switched), Wiki (its sheet dragged down and up), Landmarks (its list scrolled, a landmark pushed and
# popped, its tabs switched) and Catalog, each sent home by Escape. At the end of the first round past each minute,
# once the home screen has rested 15 s (the launcher prepares every app again, one a second, all of them built and
# kept, and the window then goes idle: 5 s without a frame, when the renderer gives back what it does not need), it
# prints the process's resident memory (VmRSS) and its peak (VmHWM), one line a minute, so a leak shows as a rising
# line; then the spread of the lines from minute 2 on against minute 2's. Ctrl+Q ends it.
set -e
BIN=${1:?usage: launcher-window.sh PATH-TO-Launcher [MINUTES]}
MINUTES=${2:-30}
source "$(dirname "$0")/../window-frames/private-xvfb.sh"
export XDG_CACHE_HOME=$(mktemp -d) XDG_DATA_HOME=$(mktemp -d)
"$BIN" --offline > /dev/null 2>&1 &
PID=$!
sleep 3

# A /proc/PID/status figure ("VmRSS", "VmHWM") in MB.
memory() { awk -v key="$1:" '$1 == key { printf "%.1f", $2 / 1024 }' "/proc/$PID/status"; }
# Opens the app whose icon is at pixel x (home screen's first row), runs the given drive, then goes home.
visit() {
  local x=$1; shift
  xdotool mousemove "$x" 307 click 1; sleep 1.2
  "$@"
  xdotool key Escape; sleep 1.2
}
weather() {
  xdotool mousemove 439 1553 click 1; sleep 1.2
  xdotool mousemove 602 903 mousedown 1
  for y in $(seq 923 40 1603); do xdotool mousemove 602 $y; sleep 0.016; done
  xdotool mouseup 1; sleep 1.2
  xdotool mousemove 781 384 click 1; sleep 0.8
  xdotool mousemove 419 384 click 1; sleep 0.8
}
wiki() {
  xdotool mousemove 627 1070 mousedown 1
  for y in $(seq 1090 50 1640); do xdotool mousemove 627 $y; sleep 0.016; done
  xdotool mouseup 1; sleep 1.2
  xdotool mousemove 627 1640 mousedown 1
  for y in $(seq 1620 -50 1000); do xdotool mousemove 627 $y; sleep 0.016; done
  xdotool mouseup 1; sleep 1.2
}
landmarks() {
  xdotool mousemove 600 1000
  for i in $(seq 15); do xdotool click 5; sleep 0.03; done
  for i in $(seq 15); do xdotool click 4; sleep 0.03; done
  sleep 0.8
  xdotool mousemove 600 560 click 1; sleep 1.2
  xdotool mousemove 300 260 click 1; sleep 1.2
  xdotool mousemove 797 1684 click 1; sleep 0.8
  xdotool mousemove 403 1684 click 1; sleep 0.8
}
catalog() { sleep 1; }

START=$(date +%s)
next=1
first=""
while :; do
  kill -0 $PID 2>/dev/null || { echo "soak: the launcher exited"; exit 1; }
  visit 316 weather
  visit 504 wiki
  visit 690 landmarks
  visit 876 catalog
  elapsed=$(( $(date +%s) - START ))
  if (( elapsed >= next * 60 )); then
    # Every app is prepared again one second of rest after another, and the window goes idle 5 s after: rest past it.
    sleep 15
    resident=$(memory VmRSS)
    echo "soak minute $((elapsed / 60)): resident $resident MB, peak $(memory VmHWM) MB"
    if (( elapsed / 60 >= 2 )); then
      [ -z "$first" ] && first=$resident
      echo "$resident" >> "$XDG_CACHE_HOME/minutes"
    fi
    next=$(( elapsed / 60 + 1 ))
    (( elapsed >= MINUTES * 60 )) && break
  fi
done
xdotool key ctrl+q
sleep 1.5
awk -v first="$first" '
  { if (min == "" || $1 < min) min = $1; if ($1 > max) max = $1 }
  END { printf "soak: from minute 2 on, resident %.1f to %.1f MB, within %.1f%% of minute 2 (%.1f MB)\n", min, max, (max - first > first - min ? max - first : first - min) / first * 100, first }
' "$XDG_CACHE_HOME/minutes"
