import Foundation
import MeadowCore
import MeadowTestSupport
import Testing

/// A style whose padding grows while the button is pressed.
private struct Swelling: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(configuration.isPressed ? 20 : 10)
            .accessibilityIdentifier(configuration.isPressed ? "pressed" : "resting")
    }
}

/// A primitive style that shows a caption beside a standard button made from the configuration.
private struct Captioned: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Text("Caption")
            Button(configuration)
        }
    }
}

/// Every text drawn in `list`, with its colour, groups included.
private func texts(in list: DisplayList) -> [(String, RGBA)] {
    list.items.flatMap { item -> [(String, RGBA)] in
        switch item {
        case .text(let run, _, let color): [(run.string, color)]
        case .group(_, let inner): texts(in: inner)
        default: []
        }
    }
}

/// Whether `list` dims something to the default style's pressed opacity.
private func dims(_ list: DisplayList) -> Bool {
    list.items.contains { item in
        guard case .group(let effect, let inner) = item else { return false }
        if case .opacity(let opacity) = effect, opacity == 0.2 { return true }
        return dims(inner)
    }
}

@MainActor
@Suite("Button styles: ButtonStyle's body follows the press, primitive styles make the button, .plain and .borderless")
struct ButtonStyleTests {
    @Test("A ButtonStyle's body is made again when the press begins and ends, the button still runs its action once")
    func styleFollowsThePress() throws {
        var taps = 0
        let driver = InteractionDriver(Button("Go") { taps += 1 }.buttonStyle(Swelling()), device: canvas(300, 300))
        let resting = try #require(driver.find(identifier: "resting")).frame
        let center = CGPoint(x: resting.midX, y: resting.midY)
        driver.graph.pointerDown(at: center)
        driver.step(1.0 / 60)
        let pressed = try #require(driver.find(identifier: "pressed"), "the body shows the press").frame
        #expect(pressed.width == resting.width + 20 && pressed.height == resting.height + 20)
        #expect(!dims(driver.makeDisplayList()), "the style, not the default dimming, shows the press")
        driver.graph.pointerUp(at: center)
        driver.step(1.0 / 60)
        #expect(driver.find(identifier: "resting")?.frame == resting)
        #expect(taps == 1)
    }

    @Test("A primitive style makes the whole button; Button(configuration) inside it runs the action")
    func primitiveStyle() throws {
        var taps = 0
        let driver = InteractionDriver(Button("Go") { taps += 1 }.buttonStyle(Captioned()), device: canvas(300, 300))
        let caption = try #require(driver.find(text: "Caption"))
        let label = try #require(driver.find(text: "Go"))
        #expect(caption.frame.maxX <= label.frame.minX, "the caption stands before the label")
        driver.tap(caption)
        #expect(taps == 0, "the caption is not the button")
        driver.tap(label)
        #expect(taps == 1)
    }

    @Test("In the default and .borderless styles the label takes the accent colour; in .plain it keeps the primary colour")
    func plainAndBorderless() {
        let accent = Color.accentColor.resolve(in: EnvironmentValues())
        let primary = Color.primary.resolve(in: EnvironmentValues())
        func labelColor<V: View>(_ view: V) -> RGBA? {
            texts(in: InteractionDriver(view, device: canvas(300, 100)).makeDisplayList()).first { $0.0 == "Go" }?.1
        }
        #expect(labelColor(Button("Go") {}) == accent)
        #expect(labelColor(Button("Go") {}.buttonStyle(.borderless)) == accent)
        #expect(labelColor(Button("Go") {}.buttonStyle(.automatic)) == accent)
        #expect(labelColor(Button("Go") {}.buttonStyle(.plain)) == primary)
        #expect(labelColor(Button("Go") {}.buttonStyle(PlainButtonStyle())) == primary)
    }

    @Test("A plain button still dims while pressed and runs its action")
    func plainPress() throws {
        var taps = 0
        let driver = InteractionDriver(Button("Go") { taps += 1 }.buttonStyle(.plain), device: canvas(300, 100))
        let label = try #require(driver.find(text: "Go")).frame
        driver.graph.pointerDown(at: CGPoint(x: label.midX, y: label.midY))
        driver.step(1.0 / 60)
        #expect(dims(driver.makeDisplayList()))
        driver.graph.pointerUp(at: CGPoint(x: label.midX, y: label.midY))
        #expect(taps == 1)
    }
}
