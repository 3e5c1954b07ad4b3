import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// A toggle bound to its own state, with the state shown as text beside it.
private struct WiFiSetting: View {
    @State private var isOn = false

    var body: some View {
        VStack(spacing: 0) {
            Toggle("Wi-Fi", isOn: $isOn)
            Text(isOn ? "on" : "off")
        }
    }
}

/// The same setting, disabled.
private struct DisabledWiFiSetting: View {
    @State private var isOn = false

    var body: some View {
        VStack(spacing: 0) {
            Toggle("Wi-Fi", isOn: $isOn).disabled(true)
            Text(isOn ? "on" : "off")
        }
    }
}

/// A style of the test's own: the label and a text saying the value, tappable to flip it.
private struct WordToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Button(configuration.isOn ? "ON" : "OFF") { configuration.isOn.toggle() }
        }
    }
}

@MainActor
@Suite("Toggle")
struct ToggleTests {
    /// The knob's fill: the white rounded rect drawn inside the switch's shadows.
    private func knob(_ driver: InteractionDriver) -> CGRect? {
        drawnItems(driver.makeDisplayList()).first { drawn in
            guard case .fill(_, let color, _) = drawn.item else { return false }
            return color == RGBA(red: 1, green: 1, blue: 1, alpha: 1) && drawn.effects.contains {
                if case .shadow = $0 { return true }
                return false
            }
        }?.fillBounds
    }

    /// The opacities the knob is drawn under.
    private func knobOpacities(_ driver: InteractionDriver) -> [Double] {
        let drawn = drawnItems(driver.makeDisplayList()).first { drawn in
            guard case .fill(_, let color, _) = drawn.item else { return false }
            return color == RGBA(red: 1, green: 1, blue: 1, alpha: 1) && drawn.effects.contains {
                if case .shadow = $0 { return true }
                return false
            }
        }
        return drawn?.effects.compactMap { effect in
            if case .opacity(let opacity) = effect { return opacity }
            return nil
        } ?? []
    }

    @Test("A disabled switch is drawn at half opacity and a tap does not flip it, as iOS's")
    func disabledSwitch() {
        let enabled = InteractionDriver(WiFiSetting(), device: canvas(393, 100))
        #expect(knobOpacities(enabled) == [])
        let driver = InteractionDriver(DisabledWiFiSetting(), device: canvas(393, 100))
        #expect(knobOpacities(driver) == [0.5])
        let switchFrame = driver.layoutTree.node(kind: .toggleSwitch)!.frame
        driver.tap(at: CGPoint(x: switchFrame.midX, y: switchFrame.midY))
        driver.settle()
        #expect(driver.find(text: "off") != nil)
    }

    @Test("A switch toggle fills the width: label leading, the 51×31 switch trailing")
    func layout() {
        // swiftui-system-metrics.md §4: track 51×31; label leading, switch trailing, fills the row's width.
        let tree = LayoutHarness(Toggle("Wi-Fi", isOn: .constant(true)), size: CGSize(width: 393, height: 100)).layoutTree
        expectFrame(tree.node(kind: .toggle), rect(0, 34.5, 393, 31))
        expectFrame(tree.node(kind: .toggleSwitch), rect(342, 34.5, 51, 31))
        expectFrame(tree.node(text: "Wi-Fi"), rect(0, 41.5, 42.5, 17))
    }

    @Test("Toggle(isOn:label:) takes any label view")
    func labelView() {
        let toggle = Toggle(isOn: .constant(false)) { Color.red.frame(width: 30, height: 40).accessibilityIdentifier("label") }
        let tree = LayoutHarness(toggle, size: CGSize(width: 200, height: 100)).layoutTree
        expectFrame(tree.node(identifier: "label"), rect(0, 30, 30, 40))
        expectFrame(tree.node(kind: .toggleSwitch), rect(149, 34.5, 51, 31))
    }

    @Test("A tap on the switch flips the value, and the knob springs to the other end")
    func tapFlips() {
        let driver = InteractionDriver(WiFiSetting(), device: canvas(393, 100))
        let switchFrame = driver.find(text: "off").map { _ in driver.layoutTree.node(kind: .toggleSwitch)!.frame }!
        #expect(knob(driver)?.minX == switchFrame.minX + 2)
        driver.tap(at: CGPoint(x: switchFrame.midX, y: switchFrame.midY))
        #expect(driver.find(text: "on") != nil)
        driver.step(0.05)
        let moving = knob(driver)?.minX ?? 0
        #expect(moving > switchFrame.minX + 2 && moving < switchFrame.minX + 22, "the knob is on its way")
        driver.settle()
        #expect(knob(driver) == rect(switchFrame.minX + 22, switchFrame.minY + 2, 27, 27))
        driver.tap(at: CGPoint(x: switchFrame.minX + 5, y: switchFrame.midY))
        #expect(driver.find(text: "off") != nil)
    }

    @Test("A tap on the label does not flip a switch toggle")
    func labelTapIgnored() {
        let driver = InteractionDriver(WiFiSetting(), device: canvas(393, 100))
        driver.tap(driver.find(text: "Wi-Fi")!)
        #expect(driver.find(text: "off") != nil)
    }

    @Test("Dragging the knob moves it with the finger, stretched, and the value is decided where it is let go")
    func dragKnob() {
        let driver = InteractionDriver(WiFiSetting(), device: canvas(393, 100))
        let frame = driver.layoutTree.node(kind: .toggleSwitch)!.frame
        let start = CGPoint(x: frame.minX + 15, y: frame.midY)
        driver.drag(from: start, to: CGPoint(x: start.x + 12, y: start.y), duration: 0.2, release: false)
        // Pressed, the knob is 34 wide and travels 13: it follows the finger point for point.
        #expect(driver.find(text: "off") != nil, "nothing changes before the finger lifts")
        let held = knob(driver)
        #expect(held.map { isClose($0.minX, frame.minX + 2 + 12) && $0.width == 34 } == true)
        driver.release(at: CGPoint(x: start.x + 12, y: start.y))
        #expect(driver.find(text: "on") != nil, "let go past the middle: on")
        driver.settle()
        #expect(knob(driver) == rect(frame.minX + 22, frame.minY + 2, 27, 27))
        // Off toward the other end and back before letting go: it stays on.
        let onKnob = CGPoint(x: frame.maxX - 15, y: frame.midY)
        driver.drag(along: [onKnob, CGPoint(x: onKnob.x - 12, y: onKnob.y), CGPoint(x: onKnob.x - 2, y: onKnob.y)])
        #expect(driver.find(text: "on") != nil)
        driver.settle()
        driver.drag(from: onKnob, to: CGPoint(x: onKnob.x - 40, y: onKnob.y), duration: 0.2)
        #expect(driver.find(text: "off") != nil)
    }

    @Test("tint colours the track when on; the default is systemGreen")
    func tint() {
        func trackColors<V: View>(_ view: V) -> [RGBA] {
            drawnItems(LayoutHarness(view, size: CGSize(width: 200, height: 100)).displayList).compactMap { drawn in
                guard case .fill(_, let color, _) = drawn.item, drawn.fillBounds?.size == CGSize(width: 51, height: 31) else { return nil }
                return color
            }
        }
        #expect(trackColors(Toggle("A", isOn: .constant(true))) == [RGBA(hex: 0x34C759)])
        #expect(trackColors(Toggle("A", isOn: .constant(true)).tint(.blue)) == [RGBA(hex: 0x007AFF)])
        #expect(trackColors(Toggle("A", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: .red))) == [RGBA(hex: 0xFF3B30)])
        #expect(trackColors(Toggle("A", isOn: .constant(false)).toggleStyle(.switch)) == [ToggleSwitchNode.offColor.resolve(in: EnvironmentValues())])
    }

    @Test("toggleStyle(.button) is a borderless button while off and a bordered one while on; a tap flips it")
    func buttonStyle() {
        let driver = InteractionDriver(WiFiSetting().toggleStyle(.button), device: canvas(393, 100))
        #expect(driver.layoutTree.node(kind: .toggleSwitch) == nil)
        // "Wi-Fi" is 5 × 8.5 points wide and 17 tall; the bordered style pads a regular control 12 × 7.
        expectSize(driver.layoutTree.node(kind: .button), CGSize(width: 42.5, height: 17))
        driver.tap(driver.find(text: "Wi-Fi")!)
        #expect(driver.find(text: "on") != nil)
        expectSize(driver.layoutTree.node(kind: .button), CGSize(width: 66.5, height: 31))
        driver.tap(driver.find(text: "Wi-Fi")!)
        #expect(driver.find(text: "off") != nil)
    }

    @Test("A ToggleStyle's makeBody gets the label and a binding to the value")
    func customStyle() {
        let driver = InteractionDriver(WiFiSetting().toggleStyle(WordToggleStyle()), device: canvas(393, 100))
        #expect(driver.layoutTree.node(kind: .toggleSwitch) == nil)
        driver.tap(driver.find(text: "OFF")!)
        #expect(driver.find(text: "ON") != nil)
        #expect(driver.find(text: "on") != nil)
    }
}
