import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// A picker of three flavours in `style`, bound to its own state; in a `Form` inside a `NavigationStack` when
/// `inForm`.
private struct FlavorPicker<Style: PickerStyle>: View {
    let probe: StateProbe<String>
    let style: Style
    var inForm = true
    @State private var flavor = "Vanilla"

    var body: some View {
        let _ = probe.binding = $flavor
        if inForm {
            NavigationStack {
                Form { picker }
                    .navigationTitle("Order")
            }
        } else {
            picker
        }
    }

    private var picker: some View {
        Picker("Flavor", selection: $flavor) {
            Text("Chocolate").tag("Chocolate")
            Text("Vanilla").tag("Vanilla")
            Text("Strawberry").tag("Strawberry")
        }
        .pickerStyle(style)
    }
}

/// A palette of three symbols, as iOS 17 shows `PalettePickerStyle`.
private struct PenPicker: View {
    let probe: StateProbe<String>
    @State private var pen = "pencil"

    var body: some View {
        let _ = probe.binding = $pen
        Picker("Pen", selection: $pen) {
            Label("Pencil", systemImage: "pencil").tag("pencil")
            Label("Star", systemImage: "star").tag("star")
            Label("Love", systemImage: "heart").tag("heart")
        }
        .pickerStyle(.palette)
    }
}

/// `Picker`'s inline, navigation link and palette styles (text measured by `FixedMetricsTextSystem`: a body
/// character is 8.5 points wide, a line 17 tall).
@MainActor
@Suite("Picker's inline, navigation link and palette styles")
struct PickerStylesTests {
    private func symbols(_ driver: InteractionDriver) -> [(name: String, frame: CGRect)] {
        drawnItems(driver.makeDisplayList()).compactMap { drawn in
            if case .symbol(let name, let rect, _, _) = drawn.item {
                return (name, rect.offsetBy(dx: drawn.origin.x, dy: drawn.origin.y))
            }
            return nil
        }
    }

    @Test("Inline in a Form: each option is a 44-point row, the selected one with an accent checkmark trailing")
    func inlineRows() throws {
        let driver = InteractionDriver(FlavorPicker(probe: StateProbe(), style: .inline), device: canvas(393, 700))
        let chocolate = try #require(driver.find(text: "Chocolate"))
        let vanilla = try #require(driver.find(text: "Vanilla"))
        let strawberry = try #require(driver.find(text: "Strawberry"))
        // A hairline (0.5 points at scale 2) between rows.
        #expect(vanilla.frame.minY - chocolate.frame.minY == 44.5)
        #expect(strawberry.frame.minY - vanilla.frame.minY == 44.5)
        #expect(chocolate.frame.minX == vanilla.frame.minX)
        let checks = symbols(driver).filter { $0.name == "checkmark" }
        #expect(checks.count == 1)
        let check = try #require(checks.first)
        #expect(abs(check.frame.midY - vanilla.frame.midY) < 1)
        #expect(check.frame.minX > 393 / 2)
    }

    @Test("Inline: tapping a row selects its option and moves the checkmark")
    func inlineSelects() throws {
        let probe = StateProbe<String>()
        let driver = InteractionDriver(FlavorPicker(probe: probe, style: .inline), device: canvas(393, 700))
        driver.tap(try #require(driver.find(text: "Strawberry")))
        #expect(probe.value == "Strawberry")
        let check = try #require(symbols(driver).first { $0.name == "checkmark" })
        let strawberry = try #require(driver.find(text: "Strawberry"))
        #expect(abs(check.frame.midY - strawberry.frame.midY) < 1)
    }

    @Test("Inline outside a list is a wheel")
    func inlineWheel() {
        let driver = InteractionDriver(
            FlavorPicker(probe: StateProbe(), style: .inline, inForm: false), device: canvas(393, 600))
        #expect(driver.layoutTree.allNodes.contains { $0.kind == .scrollWheelReader })
        #expect(fills(of: CGSize(width: 377, height: 32), in: driver.makeDisplayList()).count == 1)
    }

    @Test("Navigation link: a row with the title leading, the value grey before the chevron")
    func navigationLinkRow() throws {
        let driver = InteractionDriver(
            FlavorPicker(probe: StateProbe(), style: .navigationLink), device: canvas(393, 700))
        let title = try #require(driver.find(text: "Flavor"))
        let value = try #require(driver.find(text: "Vanilla"))
        #expect(title.frame.midY == value.frame.midY)
        #expect(value.frame.minX > 393 / 2)
        #expect(driver.find(text: "Chocolate") == nil)
        let chevron = driver.layoutTree.allNodes.first { $0.kind == .image && $0.text == "chevron.right" }
        #expect((chevron?.frame.minX ?? 0) > value.frame.maxX)
    }

    @Test("Navigation link: the row pushes the options with a checkmark; choosing one selects it and pops")
    func navigationLinkPushesAndPops() throws {
        let probe = StateProbe<String>()
        let driver = InteractionDriver(FlavorPicker(probe: probe, style: .navigationLink), device: canvas(393, 700))
        driver.tap(try #require(driver.find(text: "Flavor")))
        driver.settle()
        #expect(driver.find(text: "Chocolate") != nil)
        #expect(driver.find(text: "Strawberry") != nil)
        #expect(symbols(driver).filter { $0.name == "checkmark" }.count == 1)
        driver.tap(try #require(driver.find(text: "Chocolate")))
        driver.settle()
        #expect(probe.value == "Chocolate")
        #expect(driver.find(text: "Strawberry") == nil, "the options' screen is popped")
        #expect(driver.find(text: "Flavor") != nil)
        #expect(driver.find(text: "Chocolate") != nil, "the row shows the new value")
    }

    @Test("Palette: the options' icons in equal cells 36 tall, the selected one on a grey rounded rectangle")
    func palette() throws {
        let driver = InteractionDriver(PenPicker(probe: StateProbe()), device: canvas(393, 600))
        let icons = symbols(driver)
        #expect(icons.map(\.name) == ["pencil", "star", "heart"])
        #expect(driver.find(text: "Pencil") == nil, "labels show their icons alone")
        // Three cells across 393 points, 4 apart: 128.33 wide each.
        let cell = (393 - 8) / 3.0
        let highlight = fills(of: CGSize(width: cell, height: 36), in: driver.makeDisplayList())
        #expect(highlight.map(\.fillBounds) == [rect(0, 282, cell, 36)])
        let accent = Color.accentColor.resolve(in: EnvironmentValues())
        let colors = drawnItems(driver.makeDisplayList()).compactMap { drawn -> RGBA? in
            if case .symbol(_, _, _, let color) = drawn.item { return color }
            return nil
        }
        #expect(colors.first == accent)
        #expect(colors.last == Color.primary.resolve(in: EnvironmentValues()))
    }

    @Test("Palette: tapping a cell selects its option")
    func paletteSelects() {
        let probe = StateProbe<String>()
        let driver = InteractionDriver(PenPicker(probe: probe), device: canvas(393, 600))
        driver.tap(at: CGPoint(x: 330, y: 300))
        #expect(probe.value == "heart")
    }
}
