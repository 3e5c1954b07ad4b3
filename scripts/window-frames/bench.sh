#!/bin/bash
# `scripts/window-frames/bench.sh .build/release`: every window script, each under its own Xvfb, with the
# executables in that build folder (MeadowBench shows the demos of the controls no app uses), printed as `make bench`
# prints its figures, `name value unit`: per script the frames drawn, median, p99 and slowest frame time, the
# slowest frame after the window's first one (the launch), and the resident memory the process ended with and its
# peak (launcher-memory's is the launcher's at rest after opening all three apps; its budget is 96 MB). A script whose
# app printed no statistics is named on standard error and skipped.
BUILD=${1:?usage: bench.sh BUILD-FOLDER}
HERE=$(dirname "$0")
source "$HERE/figures.sh"
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
