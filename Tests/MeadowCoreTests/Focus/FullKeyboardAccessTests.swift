import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// A form of every kind of control, with a disabled button and a view made focusable, logging what acts.
private struct ControlForm: View {
    let log: EventLog
    @State private var isOn = false
    @State private var name = ""
    @State private var volume = 5.0
    @State private var count = 0
    @State private var size = "M"

    var body: some View {
        VStack(spacing: 8) {
            Button("Save") { log.record("save") }
            Toggle("Wi-Fi", isOn: $isOn)
            TextField("Name", text: $name)
            Slider(value: $volume, in: 0...10, step: 1) { Text("Volume") }
            Stepper("Count \(count)", value: $count)
            Picker("Size", selection: $size) {
                Text("S").tag("S")
                Text("M").tag("M")
                Text("L").tag("L")
            }
            .pickerStyle(.segmented)
            Color.blue.frame(width: 40, height: 40).focusable().onKeyPress { _ in
                log.record("square")
                return .ignored
            }
            Button("Delete") { log.record("delete") }.disabled(true)
            Text("wifi \(isOn ? "on" : "off") volume \(Int(volume)) size \(size)")
        }
    }
}

/// Three tabs, each showing its name.
private struct ThreeTabs: View {
    var body: some View {
        TabView {
            ForEach(["Featured", "List", "Settings"], id: \.self) { name in
                Text("\(name) page").tabItem { Label(name, systemImage: "star") }
            }
        }
    }
}

/// A navigation stack whose root links to a detail screen with a button.
private struct LinkedScreens: View {
    let log: EventLog

    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink("Details") {
                    Button("Like") { log.record("like") }.navigationTitle("Detail")
                }
            }
            .navigationTitle("Home")
        }
    }
}

/// A tappable card holding only text, a card holding a button, a double-tap view and a panel moved off screen.
private struct TappableViews: View {
    let log: EventLog

    var body: some View {
        VStack(spacing: 10) {
            VStack { Text("Card") }.frame(width: 100, height: 60).onTapGesture { log.record("card") }
            VStack { Button("Inner") { log.record("inner") } }.frame(width: 100, height: 60).onTapGesture { log.record("outer") }
            Text("Twice").onTapGesture(count: 2) { log.record("twice") }
            Text("Hidden panel").onTapGesture { log.record("hidden") }.offset(y: 2000)
        }
    }
}

/// Full Keyboard Access: Tab through every control in reading order, Space and Return to activate, arrows to
/// adjust, Escape to go back, as iOS with a hardware keyboard and Full Keyboard Access on.
@MainActor
@Suite("Full Keyboard Access")
struct FullKeyboardAccessTests {
    /// The label of the element the focused view makes (its role when it has none), "" for a focusable view that
    /// makes none; nil when nothing is focused.
    private func focusedLabel(_ driver: InteractionDriver) -> String? {
        guard let focused = driver.graph.focus.focused else { return nil }
        let tree = driver.accessibilityTree
        guard let element = tree.allNodes.first(where: { $0.id == focused.accessibilityElementID }) else { return "" }
        return element.label.isEmpty ? element.role.rawValue : element.label
    }

    private func tabOrder(_ driver: InteractionDriver, presses: Int, modifiers: EventModifiers = []) -> [String?] {
        (0..<presses).map { _ in
            driver.press(.tab, modifiers: modifiers)
            return focusedLabel(driver)
        }
    }

    @Test("Tab visits each control in reading order (a focusable view where it stands), skips disabled ones, wraps")
    func tabOrder() {
        let driver = InteractionDriver(ControlForm(log: EventLog()), device: canvas(400, 600))
        #expect(tabOrder(driver, presses: 8) == ["Save", "Wi-Fi", "Name", "Volume", "Count 0", "Size", "", "Save"])
    }

    @Test("Shift-Tab goes backwards from the last control")
    func shiftTab() {
        let driver = InteractionDriver(ControlForm(log: EventLog()), device: canvas(400, 600))
        #expect(tabOrder(driver, presses: 3, modifiers: .shift) == ["", "Size", "Count 0"])
    }

    @Test("Space and Return activate the focused button; Space flips a focused toggle")
    func activation() {
        let log = EventLog()
        let driver = InteractionDriver(ControlForm(log: log), device: canvas(400, 600))
        driver.press(.tab)
        driver.press(.space)
        driver.press(.return)
        #expect(log.entries == ["save", "save"])
        driver.press(.tab)
        driver.press(.space)
        #expect(driver.find(text: "wifi on volume 5 size M") != nil)
    }

    @Test("The arrows adjust a focused slider and stepper: right and up increase, left and down decrease")
    func adjusting() {
        let driver = InteractionDriver(ControlForm(log: EventLog()), device: canvas(400, 600))
        for _ in 0..<4 { driver.press(.tab) }
        driver.press(.rightArrow)
        driver.press(.upArrow)
        driver.press(.leftArrow)
        #expect(driver.find(text: "wifi off volume 6 size M") != nil)
        driver.press(.tab)
        driver.press(.upArrow)
        driver.press(.upArrow)
        driver.press(.downArrow)
        #expect(focusedLabel(driver) == "Count 1")
    }

    @Test("A segmented picker takes focus; left and right select the neighbouring segment and stop at the ends")
    func segmentedPicker() {
        let driver = InteractionDriver(ControlForm(log: EventLog()), device: canvas(400, 600))
        for _ in 0..<6 { driver.press(.tab) }
        #expect(driver.graph.focus.focused is SegmentedPickerNode)
        driver.press(.rightArrow)
        #expect(driver.find(text: "wifi off volume 5 size L") != nil)
        driver.press(.rightArrow)
        #expect(driver.find(text: "wifi off volume 5 size L") != nil, "the last segment stays selected")
        driver.press(.leftArrow)
        driver.press(.leftArrow)
        #expect(driver.find(text: "wifi off volume 5 size S") != nil)
    }

    @Test("Keys a focused view handles itself do not act: arrows in a text field move its caret, Space types")
    func textFieldKeepsItsKeys() {
        let log = EventLog()
        let driver = InteractionDriver(ControlForm(log: log), device: canvas(400, 600))
        for _ in 0..<3 { driver.press(.tab) }
        driver.type("Ann")
        driver.press(.space)
        driver.press(.leftArrow)
        #expect(focusedLabel(driver) == "Name")
        #expect(log.entries.isEmpty)
    }

    @Test("In a tab bar, left and right move focus to the neighbouring tab and select it")
    func tabBar() {
        let driver = InteractionDriver(ThreeTabs(), device: .iPhone15)
        driver.press(.tab)
        #expect(focusedLabel(driver) == "Featured")
        driver.press(.rightArrow)
        #expect(focusedLabel(driver) == "List")
        #expect(driver.find(text: "List page") != nil)
        driver.press(.rightArrow)
        driver.press(.rightArrow)
        #expect(focusedLabel(driver) == "Settings", "the last tab stays")
        driver.press(.leftArrow)
        #expect(driver.find(text: "List page") != nil)
        driver.press(.space)
        #expect(driver.find(text: "List page") != nil)
    }

    @Test("Return on a navigation link pushes its screen; Tab then skips the covered screen; Escape pops it")
    func navigation() {
        let log = EventLog()
        let driver = InteractionDriver(LinkedScreens(log: log), device: .iPhone15)
        driver.press(.tab)
        #expect(focusedLabel(driver) == "Details")
        driver.press(.return)
        driver.settle()
        #expect(driver.find(text: "Like") != nil)
        #expect(tabOrder(driver, presses: 3) == ["Back, Home", "Like", "Back, Home"])
        driver.press(.space)
        driver.settle()
        #expect(driver.find(text: "Like") == nil, "Space on the back button went back")
        driver.press(.tab)
        driver.press(.return)
        driver.settle()
        driver.press(.escape)
        driver.settle()
        #expect(driver.find(text: "Like") == nil, "Escape went back")
        #expect(driver.find(text: "Details") != nil)
    }

    @Test("A view with a single-tap action is a stop of its own unless it holds a control; Space taps it")
    func tappableViews() {
        let log = EventLog()
        let driver = InteractionDriver(TappableViews(log: log), device: canvas(400, 400))
        #expect(tabOrder(driver, presses: 3) == ["", "Inner", ""], "the card, the button inside the other, the card again")
        driver.press(.space)
        driver.press(.tab)
        driver.press(.return)
        #expect(log.entries == ["card", "inner"])
    }

    @Test("Tab to a control below the scroll view's visible part scrolls it by the least that shows the control")
    func revealsFocusedControl() throws {
        let view = ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<10) { index in
                    Button("Row \(index)") {}.frame(width: 200, height: 100)
                }
            }
        }
        let driver = InteractionDriver(view, device: canvas(200, 400))
        for _ in 0..<4 { driver.press(.tab) }
        #expect(try #require(driver.find(text: "Row 3")).frame.minY > 300, "the fourth row still shows")
        driver.press(.tab)
        let row = try #require(driver.graph.focus.focused?.frame)
        #expect(row.maxY == 400, "the fifth row's button moved up to the bottom edge: \(row)")
    }

    @Test("The focus ring is a 3-point outline 1 point outside the control, only while the keyboard moved focus")
    func focusRing() throws {
        let driver = InteractionDriver(ControlForm(log: EventLog()), device: canvas(400, 600))
        #expect(driver.makeDisplayList().items.allSatisfy { if case .stroke = $0 { false } else { true } })
        driver.press(.tab)
        let button = try #require(driver.find(text: "Save"))
        let frame = try #require(driver.graph.focus.focused?.frame)
        #expect(frame.contains(button.frame))
        guard case .stroke(let path, _, let style) = driver.makeDisplayList().items.last else {
            Issue.record("no ring drawn last")
            return
        }
        #expect(style.lineWidth == 3)
        #expect(isClose(path.boundingRect, frame.insetBy(dx: -2.5, dy: -2.5)))
        driver.graph.endEditing()
        #expect(driver.makeDisplayList().items.allSatisfy { if case .stroke = $0 { false } else { true } })
    }
}
