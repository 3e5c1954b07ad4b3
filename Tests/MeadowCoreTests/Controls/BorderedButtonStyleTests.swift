import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// `.bordered` and `.borderedProminent` as iOS 17 draws them: the label padded for the control size on a platter
/// of the tint (text measured by `FixedMetricsTextSystem`: a character is half the font size wide, a line as tall
/// as the font size, so "Go" in the 17-point body is 17 × 17).
@MainActor
@Suite("Bordered button styles: padding and font per control size, platter colour, shape, press and disabled")
struct BorderedButtonStyleTests {
    private let environment = EnvironmentValues()

    /// The platter fill and the label colour of `view`, a single bordered button "Go" on a 300 × 300 canvas.
    private func colors<V: View>(_ view: V) -> (fill: RGBA?, label: RGBA?, items: [DrawnItem]) {
        let items = drawnItems(InteractionDriver(view, device: canvas(300, 300)).makeDisplayList())
        let fill = items.compactMap { drawn -> RGBA? in
            if case .fill(_, let color, _) = drawn.item { return color }
            return nil
        }.first
        let label = items.compactMap { drawn -> RGBA? in
            if case .text(let run, _, let color) = drawn.item, run.string == "Go" { return color }
            return nil
        }.first
        return (fill, label, items)
    }

    @Test(
        "Each control size pads the label and picks its font (mini footnote 8×3, small subheadline 10×5, regular body 12×7, large 20×14, extra large 24×17)",
        arguments: [
            (ControlSize.mini, CGSize(width: 13 + 16, height: 13 + 6)),
            (.small, CGSize(width: 15 + 20, height: 15 + 10)),
            (.regular, CGSize(width: 17 + 24, height: 17 + 14)),
            (.large, CGSize(width: 17 + 40, height: 17 + 28)),
            (.extraLarge, CGSize(width: 17 + 48, height: 17 + 34)),
        ])
    func sizes(controlSize: ControlSize, size: CGSize) {
        for style in [AnyView(Button("Go") {}.buttonStyle(.bordered)), AnyView(Button("Go") {}.buttonStyle(.borderedProminent))] {
            let tree = layout(style.controlSize(controlSize), width: 300, height: 300)
            expectFrame(tree.node(kind: .button), rect((300 - size.width) / 2, (300 - size.height) / 2, size.width, size.height))
            let label = tree.node(text: "Go")
            expectSize(label, CGSize(width: size.width - 2 * BorderedButtonMetrics(controlSize).horizontalPadding,
                                     height: size.height - 2 * BorderedButtonMetrics(controlSize).verticalPadding))
        }
    }

    @Test("A font set around the button replaces the control size's")
    func fontAround() {
        let tree = layout(Button("Go") {}.buttonStyle(.bordered).font(.system(size: 30)), width: 300, height: 300)
        expectFrame(tree.node(kind: .button), rect(123, 128, 54, 44))
    }

    @Test("A circular border shape makes the button a square of its padded label's longer side")
    func circle() {
        let tree = layout(Button("Hello") {}.buttonStyle(.bordered).buttonBorderShape(.circle), width: 300, height: 300)
        // "Hello" is 42.5 × 17; padded by 7 all round it is 56.5 × 31, so the square is 56.5 on a side.
        expectFrame(tree.node(kind: .button), rect(121.75, 121.75, 56.5, 56.5))
        expectFrame(tree.node(text: "Hello"), rect(128.75, 141.5, 42.5, 17))
    }

    @Test("The automatic shape and .roundedRectangle are rounded by the control size's radius; a radius or a capsule by their own")
    func shapes() {
        let regular = ButtonBorderShape.automatic.resolved(for: .regular)
        #expect(regular == .roundedRectangle(radius: 8))
        #expect(ButtonBorderShape.roundedRectangle.resolved(for: .large) == .roundedRectangle(radius: 12))
        #expect(ButtonBorderShape.roundedRectangle(radius: 3).resolved(for: .large) == .roundedRectangle(radius: 3))
        #expect(ButtonBorderShape.capsule.resolved(for: .mini) == .capsule)
        let bounds = ButtonBorderShape.capsule.inset(by: 2).path(in: CGRect(x: 0, y: 0, width: 40, height: 20)).boundingRect
        #expect(bounds == CGRect(x: 2, y: 2, width: 36, height: 16))
    }

    @Test("Bordered: the label in the tint over the tint at 15 %; prominent: a white label over the tint")
    func platterColors() {
        let blue = Color.blue.resolve(in: environment)
        var faintBlue = blue
        faintBlue.alpha = 0.15
        let bordered = colors(Button("Go") {}.buttonStyle(.bordered))
        #expect(bordered.fill == faintBlue)
        #expect(bordered.label == blue)
        let prominent = colors(Button("Go") {}.buttonStyle(.borderedProminent))
        #expect(prominent.fill == blue)
        #expect(prominent.label == Color.white.resolve(in: environment))
        #expect(fills(of: CGSize(width: 41, height: 31), in: InteractionDriver(
            Button("Go") {}.buttonStyle(.borderedProminent), device: canvas(300, 300)).makeDisplayList()).count == 1,
            "the platter covers the whole button")
    }

    @Test("tint(_:) colours the platter and the label; a destructive role makes them red")
    func tintAndRole() {
        let orange = Color.orange.resolve(in: environment)
        let red = Color.red.resolve(in: environment)
        #expect(colors(Button("Go") {}.buttonStyle(.borderedProminent).tint(.orange)).fill == orange)
        #expect(colors(Button("Go") {}.buttonStyle(.bordered).tint(.orange)).label == orange)
        let destructive = colors(Button("Go", role: .destructive) {}.buttonStyle(.bordered))
        #expect(destructive.label == red)
        #expect(destructive.fill?.red == red.red && destructive.fill?.alpha == 0.15)
        #expect(colors(Button("Go", role: .destructive) {}.buttonStyle(.borderedProminent)).fill == red)
    }

    @Test("A colour set on the button's label or around it wins over the style's")
    func foregroundAround() {
        let green = Color.green.resolve(in: environment)
        #expect(colors(Button("Go") {}.buttonStyle(.borderedProminent).foregroundColor(.green)).label == green)
        #expect(colors(Button {} label: { Text("Go").foregroundColor(.green) }.buttonStyle(.bordered)).label == green)
    }

    @Test("A disabled bordered button is grey (tertiary fill, tertiary label) and ignores taps")
    func disabled() throws {
        var taps = 0
        let view = Button("Go") { taps += 1 }.buttonStyle(.borderedProminent).disabled(true)
        let drawn = colors(view)
        #expect(drawn.fill == RGBA(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12))
        #expect(drawn.label == RGBA(hex: 0x3C3C43, alpha: 0.3))
        let driver = InteractionDriver(view, device: canvas(300, 300))
        driver.tap(try #require(driver.find(text: "Go")))
        #expect(taps == 0)
    }

    @Test("The whole button dims to 70 % while pressed, and runs its action once on release")
    func press() throws {
        var taps = 0
        let driver = InteractionDriver(Button("Go") { taps += 1 }.buttonStyle(.bordered), device: canvas(300, 300))
        let label = try #require(driver.find(text: "Go")).frame
        let center = CGPoint(x: label.midX, y: label.midY)
        #expect(drawnItems(driver.makeDisplayList()).allSatisfy { $0.opacity == nil })
        driver.graph.pointerDown(at: center)
        driver.step(1.0 / 60)
        let pressed = drawnItems(driver.makeDisplayList())
        #expect(pressed.count == 2 && pressed.allSatisfy { $0.opacity == 0.7 }, "platter and label dim together")
        driver.graph.pointerUp(at: center)
        driver.step(1.0 / 60)
        #expect(taps == 1)
        #expect(drawnItems(driver.makeDisplayList()).allSatisfy { $0.opacity == nil })
    }
}
