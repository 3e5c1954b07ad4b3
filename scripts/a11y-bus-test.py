#!/usr/bin/python3
"""The apps on the accessibility bus, driven as a screen reader drives them.

Run by scripts/a11y-bus-test inside a private X server and a private D-Bus session: it starts each app in a real
window, finds it on the AT-SPI2 bus with libatspi (gi.repository.Atspi, what Orca uses), walks its tree, and acts
through the bus alone: Weather's Tuesday card opens its detail, a wiki is created by setting the title field's text
and pressing Create New Wiki, a landmark is starred and its row then reads as a favourite; the List tab, selected
through the tab bar's Selection, sends state-changed:selected events. Keys typed into the window (xdotool, through the X server) move the focus a
screen reader follows: Tab in Weather sends state-changed:focused, and the focused element is FOCUSED; GrabFocus
moves the keyboard focus; the window sends window:activate and window:deactivate as it gains and loses the focus; a
listener registering late is told the focused element and the window's activation again;
text typed into Wiki's field sends text-changed:insert and text-caret-moved; its caret and selection, moved through
Text's SetCaretOffset, SetSelection, AddSelection and RemoveSelection, are the field's own, which typing replaces;
the field's relation set says the form's title labels it, and the title's that it is the field's label. Weather,
idle for ten seconds with the bridge on and a client on the bus, uses no CPU time (at most one clock tick).
Catalog's labeled pair, undone and made again by a toggle, sends the field's accessible-name each time, AT-SPI
having no event for a relation; its slider, steppers, progress views, gauges and disclosure group have the roles and
the Value interface GTK 4 gives its own; its labelled slider, its stepper's Value and bounds, its disclosure group
(EXPANDABLE, EXPANDED and state-changed:expanded), its wheel picker (a spin button valued with its row), its palette
and its calendar (buttons, the chosen one SELECTED) say what VoiceOver says of them.
Usage: a11y-bus-test.py BUILD_DIR (the folder holding the Weather, Wiki, Landmarks and Catalog executables).
"""
import os
import subprocess
import sys
import tempfile
import time

from accessibility_bus import focus_window, start_accessibility_bus, wait_for, xdotool
from gi.repository import Atspi

BUILD = sys.argv[1]
failures = []


def descendants(node):
    yield node
    for index in range(node.get_child_count()):
        child = node.get_child_at_index(index)
        if child is not None:
            yield from descendants(child)


def find(app, role, name=None, identifier=None, prefix=None):
    """The first element of `role` with that name (or name prefix) and accessible id, reading the tree afresh."""
    app.clear_cache()
    for node in descendants(app):
        if node.get_role() != role:
            continue
        if name is not None and node.get_name() != name:
            continue
        if prefix is not None and not node.get_name().startswith(prefix):
            continue
        if identifier is not None and node.get_accessible_id() != identifier:
            continue
        return node
    return None


class App:
    """An app started in the X server, found on the bus by its name."""

    def __init__(self, name, arguments):
        self.name = name
        self.log = tempfile.NamedTemporaryFile(prefix=f"meadow-a11y-{name}-", suffix=".log", delete=False)
        self.process = subprocess.Popen([os.path.join(BUILD, name)] + arguments, stdout=subprocess.DEVNULL,
                                        stderr=self.log)
        self.root = wait_for(f"{name} on the accessibility bus", self.embedded)

    def embedded(self):
        desktop = Atspi.get_desktop(0)
        desktop.clear_cache()
        for index in range(desktop.get_child_count()):
            child = desktop.get_child_at_index(index)
            if child is not None and child.get_name() == self.name and child.get_child_count() == 1:
                return child
        return None

    def close(self):
        self.process.terminate()
        self.process.wait(timeout=10)


class Events:
    """The events of `kinds` from the apps, recorded as (type, source name, detail1, any_data) from now on."""

    def __init__(self, *kinds):
        self.kinds = kinds
        self.seen = []
        self.listener = Atspi.EventListener.new(self.record)
        for kind in kinds:
            self.listener.register(kind)

    def record(self, event):
        data = event.any_data if isinstance(event.any_data, str) else None
        self.seen.append((event.type, event.source.get_name(), event.detail1, data))

    def wait(self, what, expected):
        """Waits for an event matching `expected`, a (type, source name, detail1) or (…, string value) tuple."""
        return wait_for(what, lambda: any(event[:len(expected)] == expected for event in self.seen))

    def close(self):
        for kind in self.kinds:
            self.listener.deregister(kind)


def focused(app):
    app.root.clear_cache()
    return [node for node in descendants(app.root) if node.get_state_set().contains(Atspi.StateType.FOCUSED)]


def check(description, body):
    started = time.monotonic()
    try:
        body()
        print(f"ok - {description} ({time.monotonic() - started:.1f} s)")
    except Exception as error:  # noqa: BLE001: every failure is reported, then the next check runs
        failures.append(description)
        print(f"not ok - {description}: {error}")


def window_height(app):
    frame = find(app.root, Atspi.Role.FRAME)
    return frame.get_extents(Atspi.CoordType.WINDOW).height


def weather_tuesday_opens_its_detail():
    cache = tempfile.mkdtemp(prefix="meadow-a11y-weather-cache-")
    os.environ["XDG_CACHE_HOME"] = cache
    app = App("Weather", ["--offline"])
    try:
        frame = wait_for("the window frame", lambda: find(app.root, Atspi.Role.FRAME))
        assert frame.get_state_set().contains(Atspi.StateType.SENSITIVE), "the frame is not sensitive"
        tuesday = wait_for("Tuesday's card", lambda: find(app.root, Atspi.Role.LABEL, "Tuesday", "Tuesday"))
        assert "Action" in tuesday.get_interfaces(), f"Tuesday has no Action: {tuesday.get_interfaces()}"
        assert Atspi.Text.get_text(tuesday, 0, -1) == "Tuesday"
        assert Atspi.Action.get_localized_name(tuesday, 0) == "click"
        box = tuesday.get_extents(Atspi.CoordType.WINDOW)
        hit = Atspi.Component.get_accessible_at_point(
            frame, box.x + box.width // 2, box.y + box.height // 2, Atspi.CoordType.WINDOW)
        assert hit is not None and hit.get_name() == "Tuesday", f"the element at Tuesday's centre is {hit and hit.get_name()!r}"
        height = window_height(app)

        def detail_on_screen():
            detail = find(app.root, Atspi.Role.LABEL, "Tuesday", "detail")
            return detail if detail and 0 <= detail.get_extents(Atspi.CoordType.WINDOW).y < height else None

        assert detail_on_screen() is None, "the detail shows before the card is activated"
        assert find(app.root, Atspi.Role.PUSH_BUTTON, "Close") is None, "the hidden detail's close button is read"
        assert Atspi.Action.do_action(tuesday, 0), "DoAction failed"
        detail = wait_for("the detail sheet showing Tuesday", detail_on_screen)
        print(f"#   detail: {detail.get_role_name()} {detail.get_name()!r} at y={detail.get_extents(Atspi.CoordType.WINDOW).y}")
        # The detail's close icon is a button named Close; the screen under the detail is not read while it shows.
        close = wait_for("the detail's Close button", lambda: find(app.root, Atspi.Role.PUSH_BUTTON, "Close"))
        assert find(app.root, Atspi.Role.LABEL, "Tuesday", "Tuesday") is None, "the covered card is still read"
        assert Atspi.Action.do_action(close, 0), "DoAction on Close failed"
        wait_for("the detail to go", lambda: detail_on_screen() is None and find(app.root, Atspi.Role.LABEL, "Tuesday", "Tuesday"))
    finally:
        app.close()


def cpu_ticks(pid):
    """The process's CPU time so far, all threads, in clock ticks: utime plus stime of /proc/PID/stat."""
    with open(f"/proc/{pid}/stat") as stat:
        # The command's name, in parentheses, may hold spaces; the fields after it are numbered from 3.
        fields = stat.read().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])


def weather_idles_with_the_bridge_on():
    os.environ["XDG_CACHE_HOME"] = tempfile.mkdtemp(prefix="meadow-a11y-weather-cache-")
    app = App("Weather", ["--offline"])
    try:
        wait_for("Tuesday's card", lambda: find(app.root, Atspi.Role.LABEL, "Tuesday", "Tuesday"))
        # Past the first frames, the tree the window reads when it goes idle, and the renderer's memory trim five
        # seconds after the last frame.
        time.sleep(6)
        before = cpu_ticks(app.process.pid)
        time.sleep(10)
        used = cpu_ticks(app.process.pid) - before
        ticks = os.sysconf("SC_CLK_TCK")
        print(f"#   CPU in 10 s idle: {used} ticks of 1/{ticks} s")
        # Linux charges CPU time a whole clock tick at a time, to the process running when the tick lands: one
        # wake-up of a few microseconds (the bus pinging its clients) can be charged a tick, where a loop drawing
        # or polling costs tens. So at most one tick in ten seconds.
        assert used <= 1, f"the idle app used {used / ticks:.2f} s of CPU in 10 s"
        # The bridge still answers after the idle time.
        assert find(app.root, Atspi.Role.LABEL, "Tuesday", "Tuesday"), "Tuesday's card is gone from the bus"
    finally:
        app.close()


def weather_stays_off_the_bus_with_meadow_a11y_0():
    os.environ["XDG_CACHE_HOME"] = tempfile.mkdtemp(prefix="meadow-a11y-weather-cache-")
    process = subprocess.Popen([os.path.join(BUILD, "Weather"), "--offline"], stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL, env=dict(os.environ, MEADOW_A11Y="0"))
    try:
        wait_for("Weather's X window", lambda: subprocess.run(
            ["xdotool", "search", "--name", "^Weather$"], capture_output=True, text=True).stdout.split())
        # Finding the bus takes milliseconds; the other checks see the app embedded within a second or two.
        time.sleep(3)
        desktop = Atspi.get_desktop(0)
        desktop.clear_cache()
        names = [desktop.get_child_at_index(i).get_name() for i in range(desktop.get_child_count())]
        assert "Weather" not in names, f"Weather registered with MEADOW_A11Y=0: {names}"
    finally:
        process.terminate()
        process.wait(timeout=10)


def weather_focus_follows_tab():
    os.environ["XDG_CACHE_HOME"] = tempfile.mkdtemp(prefix="meadow-a11y-weather-cache-")
    windows = Events("window:activate", "window:deactivate")
    app = App("Weather", ["--offline"])
    events = Events("object:state-changed:focused")
    other = None
    try:
        windows.wait("window:activate as the window opens", ("window:activate", "Weather", 0, "Weather"))
        tuesday = wait_for("Tuesday's card", lambda: find(app.root, Atspi.Role.LABEL, "Tuesday", "Tuesday"))
        assert tuesday.get_state_set().contains(Atspi.StateType.FOCUSABLE), "Tuesday's card is not focusable"
        assert not focused(app), "something is focused before a key is pressed"
        focus_window("Weather")
        xdotool("key", "Tab")
        first = wait_for("focus on the first control", lambda: focused(app))
        # The segmented picker is the first control; focus rests on its selected segment, not on its unnamed group.
        assert [(n.get_role(), n.get_name()) for n in first] == [(Atspi.Role.PUSH_BUTTON, "Today")], \
            f"the first Tab focused {[f'{n.get_role_name()} {n.get_name()!r}' for n in first]}"
        xdotool("key", "Tab")
        second = wait_for("focus on the second control", lambda: [n for n in focused(app) if n.get_name() != first[0].get_name()])
        assert len(focused(app)) == 1, f"several elements are focused: {[n.get_name() for n in focused(app)]}"
        names = [first[0].get_name(), second[0].get_name()]
        events.wait("state-changed:focused leaving the first", ("object:state-changed:focused", names[0], 0))
        events.wait("state-changed:focused coming to the second", ("object:state-changed:focused", names[1], 1))
        print(f"#   Tab, Tab: {[f'{n.get_role_name()} {n.get_name()!r}' for n in first + second]}")
        assert Atspi.Component.grab_focus(tuesday), "GrabFocus on Tuesday failed"
        events.wait("state-changed:focused coming to Tuesday", ("object:state-changed:focused", "Tuesday", 1))
        assert [n.get_name() for n in focused(app)] == ["Tuesday"], f"focused: {[n.get_name() for n in focused(app)]}"
        other = subprocess.Popen(["xlogo"], stderr=subprocess.DEVNULL)
        focus_window("xlogo")
        windows.wait("window:deactivate when another window takes the focus", ("window:deactivate", "Weather", 0, "Weather"))
        focus_window("Weather")
        wait_for("window:activate when it comes back", lambda: windows.seen.count(("window:activate", "Weather", 0, "Weather")) == 2)
        frame = find(app.root, Atspi.Role.FRAME)
        assert frame.get_state_set().contains(Atspi.StateType.ACTIVE), "the frame is not active"
    finally:
        events.close()
        windows.close()
        if other:
            other.terminate()
        app.close()


def weather_tells_a_late_listener_the_focus():
    os.environ["XDG_CACHE_HOME"] = tempfile.mkdtemp(prefix="meadow-a11y-weather-cache-")
    app = App("Weather", ["--offline"])
    events = None
    try:
        tuesday = wait_for("Tuesday's card", lambda: find(app.root, Atspi.Role.LABEL, "Tuesday", "Tuesday"))
        assert Atspi.Component.grab_focus(tuesday), "GrabFocus on Tuesday failed"
        wait_for("Tuesday to be focused", lambda: [n.get_name() for n in focused(app)] == ["Tuesday"])
        # A screen reader starting now registers its listeners after the focus event and the window's activation
        # were sent, to no one: the bridge tells them again to it alone when the registry says it registered.
        events = Events("object:state-changed:focused", "window:activate")
        events.wait("Tuesday's focus told again", ("object:state-changed:focused", "Tuesday", 1))
        events.wait("the window's activation told again", ("window:activate", "Weather", 0, "Weather"))
        time.sleep(1)
        told = [event for event in events.seen if event[0] == "object:state-changed:focused"]
        assert len(told) == 1, f"the focus was told {len(told)} times: {told}"
    finally:
        if events:
            events.close()
        app.close()


def wiki_field_sends_text_events():
    folder = tempfile.mkdtemp(prefix="meadow-a11y-wiki-")
    app = App("Wiki", ["--database", os.path.join(folder, "wikis.sqlite")])
    events = Events("object:text-changed:insert", "object:text-changed:delete", "object:text-caret-moved",
                    "object:text-selection-changed")
    try:
        field = wait_for("the title field", lambda: find(app.root, Atspi.Role.ENTRY, identifier="title-field"))
        assert Atspi.Component.grab_focus(field), "GrabFocus on the title field failed"
        wait_for("the field to be focused", lambda: find(app.root, Atspi.Role.ENTRY, identifier="title-field").get_state_set().contains(
            Atspi.StateType.FOCUSED))
        focus_window("Wiki")
        xdotool("type", "--delay", "50", "Kelp")
        name = field.get_name()
        wait_for("the field to hold the text", lambda: Atspi.Text.get_text(
            find(app.root, Atspi.Role.ENTRY, identifier="title-field"), 0, -1) == "Kelp")
        inserted = "".join(data for kind, source, _, data in events.seen if kind == "object:text-changed:insert" and source == name)
        assert inserted == "Kelp", f"the inserts say {inserted!r}: {events.seen}"
        events.wait("the caret after the last letter", ("object:text-caret-moved", name, 4))
        assert Atspi.Text.get_caret_offset(find(app.root, Atspi.Role.ENTRY, identifier="title-field")) == 4
        xdotool("key", "BackSpace")
        events.wait("text-changed:delete of the last letter", ("object:text-changed:delete", name, 3, "p"))
        events.wait("the caret back one", ("object:text-caret-moved", name, 3))
        print(f"#   events: {events.seen}")

        def selection():
            field = find(app.root, Atspi.Role.ENTRY, identifier="title-field")
            ranges = [Atspi.Text.get_selection(field, n) for n in range(Atspi.Text.get_n_selections(field))]
            return [(r.start_offset, r.end_offset) for r in ranges], Atspi.Text.get_caret_offset(field)

        assert Atspi.Text.set_selection(field, 0, 0, 2), "SetSelection failed"
        wait_for("Ke selected, the caret after it", lambda: selection() == ([(0, 2)], 2))
        events.wait("text-selection-changed", ("object:text-selection-changed", name))
        assert Atspi.Text.set_caret_offset(field, 1), "SetCaretOffset failed"
        wait_for("nothing selected, the caret after K", lambda: selection() == ([], 1))
        assert Atspi.Text.add_selection(field, 3, 1), "AddSelection failed"
        wait_for("el selected, the caret before it", lambda: selection() == ([(1, 3)], 1))
        assert not Atspi.Text.add_selection(field, 0, 1), "AddSelection added a second selection"
        assert Atspi.Text.remove_selection(field, 0), "RemoveSelection failed"
        wait_for("nothing selected, the caret where it was", lambda: selection() == ([], 1))
        assert Atspi.Text.set_selection(field, 0, 1, 3), "SetSelection failed"
        wait_for("el selected again", lambda: selection() == ([(1, 3)], 3))
        xdotool("type", "ite")
        wait_for("the typing to replace the selection", lambda: Atspi.Text.get_text(
            find(app.root, Atspi.Role.ENTRY, identifier="title-field"), 0, -1) == "Kite")
    finally:
        events.close()
        app.close()


def text_of(node):
    """A text element's text; None when the element is not there (the tree changing under the walk)."""
    return None if node is None else Atspi.Text.get_text(node, 0, -1)


def wiki_is_created_from_the_bus():
    folder = tempfile.mkdtemp(prefix="meadow-a11y-wiki-")
    app = App("Wiki", ["--database", os.path.join(folder, "wikis.sqlite")])
    try:
        field = wait_for("the title field", lambda: find(app.root, Atspi.Role.ENTRY, identifier="title-field"))
        assert field.get_state_set().contains(Atspi.StateType.EDITABLE)
        assert find(app.root, Atspi.Role.PUSH_BUTTON, "All Wikis, 0"), "All Wikis does not count 0"
        assert Atspi.EditableText.set_text_contents(field, "Tide pools"), "SetTextContents failed"
        wait_for("the field to hold the title",
                 lambda: text_of(find(app.root, Atspi.Role.ENTRY, identifier="title-field")) == "Tide pools")
        create = wait_for("Create New Wiki", lambda: find(app.root, Atspi.Role.PUSH_BUTTON, identifier="Create New Wiki"))
        assert Atspi.Action.do_action(create, 0), "DoAction failed"
        wait_for("All Wikis to count the new wiki", lambda: find(app.root, Atspi.Role.PUSH_BUTTON, "All Wikis, 1"))
        wait_for("the title field to empty", lambda: text_of(find(app.root, Atspi.Role.ENTRY, identifier="title-field")) == "")
        all_wikis = wait_for("All Wikis", lambda: find(app.root, Atspi.Role.PUSH_BUTTON, "All Wikis, 1"))
        assert Atspi.Action.do_action(all_wikis, 0), "DoAction on All Wikis failed"
        row = wait_for("the new wiki's row in All Wikis", lambda: find(app.root, Atspi.Role.PUSH_BUTTON, "Tide pools"))
        print(f"#   row: {row.get_role_name()} {row.get_name()!r} in {row.get_parent().get_role_name()}")
        # A wiki made while the list shows: the list's children, as libatspi keeps them from the events (no fresh
        # read), gain its row.
        rows = row.get_parent()
        # While the push settles the field may be briefly out of the tree: wait for it rather than read it once.
        field = wait_for("the title field over the list", lambda: find(app.root, Atspi.Role.ENTRY, identifier="title-field"))
        assert Atspi.EditableText.set_text_contents(field, "Kelp forest"), "SetTextContents failed"
        wait_for("the field to hold the second title", lambda: Atspi.Text.get_text(
            find(app.root, Atspi.Role.ENTRY, identifier="title-field"), 0, -1) == "Kelp forest")
        assert Atspi.Action.do_action(find(app.root, Atspi.Role.PUSH_BUTTON, identifier="Create New Wiki"), 0)
        wait_for("the second row among the list's children", lambda: "Kelp forest" in [
            rows.get_child_at_index(index).get_name() for index in range(rows.get_child_count())])
    finally:
        app.close()


def wiki_field_is_labelled_by_its_form_title():
    folder = tempfile.mkdtemp(prefix="meadow-a11y-wiki-")
    app = App("Wiki", ["--database", os.path.join(folder, "wikis.sqlite")])
    try:
        field = wait_for("the title field", lambda: find(app.root, Atspi.Role.ENTRY, identifier="title-field"))
        relations = {relation.get_relation_type(): [relation.get_target(n) for n in range(relation.get_n_targets())]
                     for relation in field.get_relation_set()}
        assert list(relations) == [Atspi.RelationType.LABELLED_BY], f"the field's relations are {list(relations)}"
        [title] = relations[Atspi.RelationType.LABELLED_BY]
        assert (title.get_role(), title.get_name()) == (Atspi.Role.LABEL, "Create New Wiki"), \
            f"the field is labelled by {title.get_role_name()} {title.get_name()!r}"
        back = {relation.get_relation_type(): [relation.get_target(n) for n in range(relation.get_n_targets())]
                for relation in title.get_relation_set()}
        assert list(back) == [Atspi.RelationType.LABEL_FOR], f"the title's relations are {list(back)}"
        assert [target.get_accessible_id() for target in back[Atspi.RelationType.LABEL_FOR]] == ["title-field"], \
            f"the title is the label for {[target.get_name() for target in back[Atspi.RelationType.LABEL_FOR]]}"
        assert find(app.root, Atspi.Role.PUSH_BUTTON, identifier="Create New Wiki").get_relation_set() == [], \
            "a button nothing pairs has relations"
        print(f"#   {field.get_role_name()} {field.get_name()!r} labelled by {title.get_role_name()} {title.get_name()!r}")
    finally:
        app.close()


def relations(node):
    """The node's relation set as {relation type: [target names]}."""
    return {relation.get_relation_type(): [relation.get_target(n).get_name() for n in range(relation.get_n_targets())]
            for relation in node.get_relation_set()}


def catalog_pair_sends_a_name_change():
    app = App("Catalog", [])
    events = Events("object:property-change:accessible-name")
    try:
        row = wait_for("the Lists & Forms row", lambda: next(
            (n for n in descendants(app.root) if n.get_role() == Atspi.Role.PUSH_BUTTON and "Lists & Forms" in n.get_name()), None))
        assert Atspi.Action.do_action(row, 0), "the row's action failed"
        field = wait_for("the nickname field", lambda: find(app.root, Atspi.Role.ENTRY, identifier="nickname-field"))
        assert relations(field) == {Atspi.RelationType.LABELLED_BY: ["Nickname"]}, f"the field's relations: {relations(field)}"
        name = field.get_name()
        toggle = find(app.root, Atspi.Role.CHECK_BOX, identifier="pair-nickname")
        assert Atspi.Action.do_action(toggle, 0), "the toggle's action failed"
        # AT-SPI has no relation event: the field's name is sent again, and its relation set read afresh is empty.
        events.wait("accessible-name from the field its label left", ("object:property-change:accessible-name", name))
        assert relations(find(app.root, Atspi.Role.ENTRY, identifier="nickname-field")) == {}, "the field is still labelled"
        events.seen.clear()
        assert Atspi.Action.do_action(find(app.root, Atspi.Role.CHECK_BOX, identifier="pair-nickname"), 0)
        events.wait("accessible-name from the field paired again", ("object:property-change:accessible-name", name))
        field = find(app.root, Atspi.Role.ENTRY, identifier="nickname-field")
        assert relations(field) == {Atspi.RelationType.LABELLED_BY: ["Nickname"]}, f"the field's relations: {relations(field)}"
        print(f"#   {field.get_role_name()} {name!r}: unpaired and paired again, each time a name change")
    finally:
        events.close()
        app.close()


def open_catalog_page(app, title):
    row = wait_for(f"the {title} row", lambda: next(
        (n for n in descendants(app.root) if n.get_role() == Atspi.Role.PUSH_BUTTON and title in n.get_name()), None))
    assert Atspi.Action.do_action(row, 0), f"the {title} row's action failed"


def back_to_catalog(app):
    button = wait_for("the back button", lambda: find(app.root, Atspi.Role.PUSH_BUTTON, identifier="navigation-back-button"))
    assert Atspi.Action.do_action(button, 0)
    wait_for("the home list", lambda: find(app.root, Atspi.Role.HEADING, "Catalog"))


def catalog_controls_read_as_gtk_4_exposes_them():
    app = App("Catalog", [])

    def open_page(title):
        open_catalog_page(app, title)

    def back():
        back_to_catalog(app)

    try:
        open_page("Sliders & Steppers")
        slider = wait_for("the volume slider", lambda: find(app.root, Atspi.Role.SLIDER, identifier="volume"))
        assert "Value" in slider.get_interfaces(), f"the slider's interfaces: {slider.get_interfaces()}"
        assert Atspi.Value.get_current_value(slider) == 50, f"the slider is at {Atspi.Value.get_current_value(slider)}"
        assert Atspi.Value.set_current_value(slider, 70), "setting the slider's value failed"
        wait_for("the volume at 70 %", lambda: any(n.get_name() == "Volume 70 %" for n in descendants(app.root)))
        assert Atspi.Value.get_current_value(find(app.root, Atspi.Role.SLIDER, identifier="volume")) == 70
        steppers = [n for n in descendants(app.root) if n.get_role() == Atspi.Role.SPIN_BUTTON]
        assert [n.get_name() for n in steppers] == ["Quantity: 2", "Temperature: 20°", "Disabled: 4"], \
            f"the spin buttons: {[n.get_name() for n in steppers]}"
        assert not steppers[2].get_state_set().contains(Atspi.StateType.SENSITIVE), "the disabled stepper is sensitive"
        back()
        open_page("Progress & Gauge")
        bar = wait_for("the progress bar", lambda: find(app.root, Atspi.Role.PROGRESS_BAR, identifier="progress"))
        assert "Value" in bar.get_interfaces() and Atspi.Value.get_current_value(bar) == 40, "the bar is not at 40"
        bars = [n for n in descendants(app.root) if n.get_role() == Atspi.Role.PROGRESS_BAR]
        # Four indicators, the Styles section's linear and circular ones, and four gauges.
        assert len(bars) == 10, f"{len(bars)} progress bars: {[n.get_name() for n in bars]}"
        back()
        open_page("Lists & Forms")
        details = wait_for("the disclosure group", lambda: find(app.root, Atspi.Role.PUSH_BUTTON, "Details"))
        assert Atspi.Action.do_action(details, 0)
        wait_for("the disclosed row", lambda: any(n.get_name() == "Hidden until expanded" for n in descendants(app.root)))
        print(f"#   slider, {len(steppers)} spin buttons, {len(bars)} progress bars, a disclosure push button")
    finally:
        app.close()


def catalog_controls_say_labels_values_and_states():
    app = App("Catalog", [])
    events = Events("object:state-changed:expanded", "object:property-change:accessible-value")
    try:
        open_catalog_page(app, "Sliders & Steppers")
        rating = wait_for("the rating slider", lambda: find(app.root, Atspi.Role.SLIDER, "Rating"))
        assert Atspi.Value.get_current_value(rating) == 50, f"the rating is at {Atspi.Value.get_current_value(rating)}"
        quantity = wait_for("the quantity stepper", lambda: find(app.root, Atspi.Role.SPIN_BUTTON, identifier="quantity"))
        bounds = (Atspi.Value.get_current_value(quantity), Atspi.Value.get_minimum_value(quantity),
                  Atspi.Value.get_maximum_value(quantity), Atspi.Value.get_minimum_increment(quantity))
        assert bounds == (2, 0, 10, 1), f"the stepper's value and bounds: {bounds}"
        assert Atspi.Value.set_current_value(quantity, 5), "setting the stepper's value failed"
        wait_for("the quantity at 5", lambda: find(app.root, Atspi.Role.SPIN_BUTTON, "Quantity: 5"))
        assert Atspi.Value.get_current_value(find(app.root, Atspi.Role.SPIN_BUTTON, identifier="quantity")) == 5
        events.wait("the stepper's accessible-value", ("object:property-change:accessible-value", "Quantity: 5"))
        back_to_catalog(app)

        open_catalog_page(app, "Lists & Forms")
        details = wait_for("the disclosure group", lambda: find(app.root, Atspi.Role.PUSH_BUTTON, "Details"))
        states = details.get_state_set()
        assert states.contains(Atspi.StateType.EXPANDABLE) and not states.contains(Atspi.StateType.EXPANDED), \
            "the collapsed disclosure group is not EXPANDABLE without EXPANDED"
        assert Atspi.Action.do_action(details, 0)
        events.wait("state-changed:expanded", ("object:state-changed:expanded", "Details", 1))
        assert find(app.root, Atspi.Role.PUSH_BUTTON, "Details").get_state_set().contains(Atspi.StateType.EXPANDED)
        back_to_catalog(app)

        open_catalog_page(app, "Pickers")
        wheel = wait_for("the wheel picker", lambda: find(app.root, Atspi.Role.SPIN_BUTTON, "Flavor"))
        assert Atspi.Value.get_text(wheel) == "Vanilla" and Atspi.Value.get_current_value(wheel) == 1, \
            f"the wheel reads {Atspi.Value.get_text(wheel)!r} at {Atspi.Value.get_current_value(wheel)}"
        assert Atspi.Value.set_current_value(wheel, 2), "turning the wheel failed"
        wait_for("the wheel on Strawberry", lambda: Atspi.Value.get_text(find(app.root, Atspi.Role.SPIN_BUTTON, "Flavor")) == "Strawberry")
        palette = [n for n in descendants(app.root) if n.get_role() == Atspi.Role.PUSH_BUTTON
                   and n.get_name() in ("Favorite", "Love", "Bell", "Bookmark")]
        names = [(n.get_name(), n.get_state_set().contains(Atspi.StateType.SELECTED)) for n in palette]
        assert names == [("Favorite", True), ("Love", False), ("Bell", False), ("Bookmark", False)], f"the palette: {names}"
        back_to_catalog(app)

        open_catalog_page(app, "Date Pickers")
        def day(weekday, number):
            """The calendar's button of June `number`, named in the locale's order ("Friday, June 14", "Friday 14 June")."""
            app.root.clear_cache()
            return next((n for n in descendants(app.root) if n.get_role() == Atspi.Role.PUSH_BUTTON
                         and n.get_name().startswith(weekday)
                         and (f"June {number}" in n.get_name() or f"{number} June" in n.get_name())), None)

        chosen = wait_for("the graphical picker's 14 June", lambda: day("Friday", 14))
        assert chosen.get_state_set().contains(Atspi.StateType.SELECTED), "the chosen day is not SELECTED"
        assert find(app.root, Atspi.Role.PUSH_BUTTON, "Next Month") is not None, "no Next Month button"
        assert Atspi.Action.do_action(day("Thursday", 20), 0)
        wait_for("20 June selected", lambda: day("Thursday", 20).get_state_set().contains(Atspi.StateType.SELECTED))
        print(f"#   events: {sorted(set(event[:3] for event in events.seen))}")
    finally:
        events.close()
        app.close()


def landmark_is_starred_from_the_bus():
    folder = tempfile.mkdtemp(prefix="meadow-a11y-landmarks-")
    favorites = os.path.join(folder, "favorites.json")
    app = App("Landmarks", ["--favorites", favorites])
    try:
        tab = wait_for("the List tab", lambda: find(app.root, Atspi.Role.PAGE_TAB, "List"))
        assert not tab.get_state_set().contains(Atspi.StateType.SELECTED)
        events = []
        listener = Atspi.EventListener.new(lambda event: events.append((event.type, event.source.get_name(), event.detail1)))
        listener.register("object:state-changed:selected")
        bar = tab.get_parent()
        assert bar.get_role() == Atspi.Role.PAGE_TAB_LIST and "Selection" in bar.get_interfaces(), "the tab bar has no Selection"
        assert Atspi.Selection.get_n_selected_children(bar) == 1
        selected = Atspi.Selection.get_selected_child(bar, 0).get_name()
        assert selected != "List" and Atspi.Selection.is_child_selected(bar, 0), f"the selected tab is {selected!r}"
        assert Atspi.Selection.select_child(bar, tab.get_index_in_parent()), "SelectChild failed"
        wait_for("the List tab to be selected", lambda: find(app.root, Atspi.Role.PAGE_TAB, "List").get_state_set().contains(
            Atspi.StateType.SELECTED))
        wait_for("the events saying so", lambda: ("object:state-changed:selected", "List", 1) in events)
        assert Atspi.Selection.get_selected_child(bar, 0).get_name() == "List", "Selection does not say List"
        print(f"#   events: {sorted(set(events))}")
        listener.deregister("object:state-changed:selected")
        row = wait_for("Silver Salmon Creek's row", lambda: find(app.root, Atspi.Role.PUSH_BUTTON, "Silver Salmon Creek"))
        assert Atspi.Action.do_action(row, 0)
        star = wait_for("the detail's favourite button", lambda: find(app.root, Atspi.Role.PUSH_BUTTON, "Toggle Favorite"))
        assert Atspi.Action.do_action(star, 0)
        wait_for("the favourites file to hold Silver Salmon Creek",
                 lambda: os.path.exists(favorites) and open(favorites).read() == '{"favorites":[1001,1002,1003,1004]}\n')
        back = wait_for("the back button", lambda: find(app.root, Atspi.Role.PUSH_BUTTON, identifier="navigation-back-button"))
        assert Atspi.Action.do_action(back, 0)
        starred = wait_for("the row to read as a favourite",
                           lambda: find(app.root, Atspi.Role.PUSH_BUTTON, "Silver Salmon Creek, Favorite"))
        print(f"#   row: {starred.get_role_name()} {starred.get_name()!r}")
    finally:
        app.close()


start_accessibility_bus()
check("Weather's Tuesday card, a label found by name and role, opens the detail sheet by its action; its Close "
      "button, read only while the detail shows, closes it",
      weather_tuesday_opens_its_detail)
check("Weather idle for 10 s with the bridge on uses no CPU (utime + stime of /proc/PID/stat: at most one tick)",
      weather_idles_with_the_bridge_on)
check("Weather started with MEADOW_A11Y=0 has a window but is not on the accessibility bus",
      weather_stays_off_the_bus_with_meadow_a11y_0)
check("Tab in Weather moves the focused element and sends state-changed:focused; GrabFocus moves it; the window "
      "sends window:activate and window:deactivate", weather_focus_follows_tab)
check("A listener registering after Weather's focus moved is told the focused element and the window's activation "
      "again, once (EventListenerRegistered)", weather_tells_a_late_listener_the_focus)
check("Typing into Wiki's title field sends text-changed and text-caret-moved; the bus moves its caret and selection, "
      "which typing then replaces", wiki_field_sends_text_events)
check("A wiki is created by setting the title field's text and pressing Create New Wiki; its row is in All Wikis, "
      "and one made while the list shows joins the list's children", wiki_is_created_from_the_bus)
check("Wiki's title field is LABELLED_BY the form's title, which is the LABEL_FOR the field (GetRelationSet)",
      wiki_field_is_labelled_by_its_form_title)
check("A landmark starred by its detail's button reads as a favourite in the list", landmark_is_starred_from_the_bus)
check("Catalog's nickname field, paired with its label and unpaired by a toggle, sends accessible-name each time "
      "(there is no relation event) and its relation set follows", catalog_pair_sends_a_name_change)
check("Catalog's slider, steppers, progress bars, gauges and disclosure group read as GTK 4 exposes them: a slider "
      "and progress bars with Value, spin buttons, a push button that discloses", catalog_controls_read_as_gtk_4_exposes_them)
check("Catalog's controls say their labels, values and states: a labelled slider, a stepper's Value and bounds, a "
      "disclosure group EXPANDABLE and EXPANDED with its event, a wheel's row, a palette's and a calendar's SELECTED "
      "buttons", catalog_controls_say_labels_values_and_states)
print(f"{12 - len(failures)} passed, {len(failures)} failed")
sys.exit(1 if failures else 0)
