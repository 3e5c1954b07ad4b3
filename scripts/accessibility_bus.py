"""What the accessibility bus tests share (scripts/a11y-bus-test.py, scripts/orca-test.py): starting the
accessibility bus of their private D-Bus session as a desktop does, waiting for what the bus shows, and keys typed
into an app's window through the X server.
"""
import os
import subprocess
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, Gio, GLib  # noqa: E402

TIMEOUT = 30 * float(os.environ.get("MEADOW_TEST_SLOWDOWN", "1"))


def wait_for(what, find, timeout=TIMEOUT):
    """Polls `find` every 100 ms until it returns something, and returns it; fails after `timeout` seconds."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        # Events from the apps arrive through GLib's main context.
        while GLib.MainContext.default().iteration(False):
            pass
        try:
            found = find()
        except GLib.Error:
            # The registry or the app may not answer yet.
            found = None
        if found:
            return found
        time.sleep(0.1)
    raise AssertionError(f"timed out after {timeout:.0f} s waiting for {what}")


def start_accessibility_bus():
    """Starts the accessibility bus and its registry, as a desktop session does when a screen reader is enabled,
    and waits until the registry answers, so an app started next embeds in its desktop without a race."""
    session = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    enabled = GLib.Variant("(ssv)", ("org.a11y.Status", "IsEnabled", GLib.Variant("b", True)))
    session.call_sync("org.a11y.Bus", "/org/a11y/bus", "org.freedesktop.DBus.Properties", "Set", enabled, None,
                      Gio.DBusCallFlags.NONE, 10000, None)
    wait_for("the registry's desktop", lambda: Atspi.get_desktop(0).get_child_count() >= 0 and Atspi.get_desktop(0))


def xdotool(*arguments):
    return subprocess.run(["xdotool"] + list(arguments), check=True, capture_output=True, text=True).stdout.strip()


def focus_window(name):
    """Gives the app's X window the keyboard focus, as clicking it under a window manager would."""
    def search():
        found = subprocess.run(["xdotool", "search", "--name", f"^{name}$"], capture_output=True, text=True)
        return found.stdout.split()

    window = wait_for(f"{name}'s X window", search)
    xdotool("windowfocus", "--sync", window[0])
