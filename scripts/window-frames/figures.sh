# Sourced by bench.sh and scripts/a11y-bench-ab: `run SCRIPT ARGS…` runs the window script SCRIPT.sh of this
# folder with ARGS and prints its figures as `make bench` prints them, `name value unit`: the frames drawn, median,
# p99 and slowest frame time, the slowest frame after the window's first one (the launch), and the resident memory
# the process ended with and its peak. A script whose app printed no statistics is named on standard error and
# prints nothing.
HERE=${HERE:-$(dirname "${BASH_SOURCE[0]}")}
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
