# Sourced by the window scripts: starts an Xvfb of its own on a free display (1200 × 1900, so an app's window
# opens at scale 2, 786 × 1704 at 207, 98: a point (x, y) of the iPhone 15 screen is the pixel (207 + 2x, 98 + 2y)),
# exports DISPLAY for SDL and xdotool, and stops that server when the script exits. Another script's or another
# checkout's server on a fixed display number is never shared, so no second window takes the clicks. `-noreset`
# keeps the server from resetting when its last client leaves, which drops a client connecting in that moment.
XVFB_READY=$(mktemp)
Xvfb -displayfd 1 -screen 0 1200x1900x24 -nolisten tcp -noreset > "$XVFB_READY" 2>/dev/null &
XVFB_PID=$!
trap 'kill $XVFB_PID 2>/dev/null; rm -f "$XVFB_READY"' EXIT
for _ in $(seq 100); do [ -s "$XVFB_READY" ] && break; sleep 0.05; done
export DISPLAY=:$(head -1 "$XVFB_READY") SDL_VIDEODRIVER=x11
