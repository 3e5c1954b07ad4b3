#!/bin/bash
# `scripts/window-frames/bench.sh .build/release`: every window script, each under its own Xvfb, with the
# executables in that build folder (MeadowBench shows the demos of the controls no app uses), printed as `make bench`
# prints its figures, `name value unit`: per script the frames drawn, median, p99 and slowest frame time, the
# slowest frame after the window's first one (the launch), and the resident memory the process ended with and its
# peak (launcher-memory's is the launcher's at rest after opening all three apps; its budget is 96 MB). A script whose
# app printed no statistics is named on standard error and skipped.
BUILD=${1:?usage: bench.sh BUILD-FOLDER}
HERE=$(dirname "$0")
run() {
  local script=$1; shift
  local output
  output=$("$HERE/$script.sh" "$@" 2>/dev/null)
  awk -v name="$script" '
    / frames [0-9]+, median / {
      for (i = 1; i <= NF; i++) {
        if ($i == "frames") frames = $(i + 1) + 0
        if ($i == "median") median = $(i + 1)
        if ($i == "p99") p99 = $(i + 1)
        if ($i == "max") max = $(i + 1)
      }
      found = 1
    }
    / slowest frames / {
      for (i = 1; i <= NF; i++) if ($i == "ms" && $(i + 1) !~ /^\(#0\)/ && after == "") after = $(i - 1)
    }
    / resident [0-9.]+ MB/ {
      for (i = 1; i <= NF; i++) {
        if ($i == "resident") resident = $(i + 1)
        if ($i == "peak") peak = $(i + 1)
      }
    }
    END {
      if (!found) { print "bench.sh: " name " printed no frame statistics" > "/dev/stderr"; exit }
      printf "window.%s.frames %d count\n", name, frames
      printf "window.%s.frame_p50 %.3f ms\n", name, median
      printf "window.%s.frame_p99 %.3f ms\n", name, p99
      printf "window.%s.frame_max %.3f ms\n", name, max
      if (after != "") printf "window.%s.frame_max_after_launch %.3f ms\n", name, after
      if (resident != "") printf "window.%s.resident %.3f MB\n", name, resident
      if (peak != "") printf "window.%s.resident_peak %.3f MB\n", name, peak
    }' <<< "$output"
}
run launcher-zoom "$BUILD/Launcher"
run launcher-memory "$BUILD/Launcher"
run weather-detail "$BUILD/Weather"
run weather-picker "$BUILD/Weather"
run wiki-sheet "$BUILD/Wiki"
run wiki-create "$BUILD/Wiki"
run landmarks-scroll "$BUILD/Landmarks"
run landmarks-push-pop "$BUILD/Landmarks"
run landmarks-tabs "$BUILD/Landmarks"
run landmarks-favorites "$BUILD/Landmarks"
run controls-sheet "$BUILD/MeadowBench"
run controls-alert "$BUILD/MeadowBench"
run controls-menu-picker "$BUILD/MeadowBench"
run controls-canvas-timeline "$BUILD/MeadowBench"
