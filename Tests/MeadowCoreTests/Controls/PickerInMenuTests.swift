import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// A menu holding a picker of marks in `style` (none: the default) above a button.
private struct MarkMenu: View {
    let probe: StateProbe<String>
    var style: PickerPresentation?
    @State private var mark = "star"

    var body: some View {
        let _ = probe.binding = $mark
        Menu("Actions") {
            picker
            Button("Duplicate") {}
        }
    }

    @ViewBuilder private var picker: some View {
        let picker = Picker("Mark", selection: $mark) {
            Label("Edit", systemImage: "pencil").tag("pencil")
            Label("Star", systemImage: "star").tag("star")
            Label("Love", systemImage: "heart").tag("heart")
        }
        switch style {
        case .palette?: picker.pickerStyle(.palette)
        case .menu?: picker.pickerStyle(.menu)
        default: picker
        }
    }
}

/// A `Picker` among a `Menu`'s items, as iOS shows it: its options in place by default, a nested menu in the menu
/// style, one row of icons in the palette style (iOS 17).
@MainActor
@Suite("A picker inside a menu shows its options as iOS does for its style")
struct PickerInMenuTests {
    private func open(_ probe: StateProbe<String>, style: PickerPresentation?) throws -> InteractionDriver {
        let driver = InteractionDriver(MarkMenu(probe: probe, style: style), device: canvas(393, 600))
        driver.tap(try #require(driver.find(text: "Actions")))
        driver.settle()
        return driver
    }

    private func symbols(_ driver: InteractionDriver) -> [(name: String, frame: CGRect)] {
        drawnItems(driver.makeDisplayList()).compactMap { drawn in
            if case .symbol(let name, let rect, _, _) = drawn.item {
                return (name, rect.offsetBy(dx: drawn.origin.x, dy: drawn.origin.y))
            }
            return nil
        }
    }

    @Test("Palette: one row of the options' icons, the selected one on a grey rounded rectangle, above the buttons")
    func palette() throws {
        let driver = try open(StateProbe(), style: .palette)
        let icons = symbols(driver).filter { ["pencil", "star", "heart"].contains($0.name) }
        #expect(icons.map(\.name) == ["pencil", "star", "heart"])
        #expect(Set(icons.map { $0.frame.midY.rounded() }).count == 1, "the icons share one row")
        #expect(driver.find(text: "Star") == nil)
        let card = try #require(driver.layoutTree.node(kind: .custom("MenuCard")))
        // Three cells across the 250-point card less 16 points each side, 4 apart: 70 × 36.
        let highlight = fills(of: CGSize(width: 70, height: 36), in: driver.makeDisplayList())
        #expect(highlight.map { $0.fillBounds?.minX } == [card.frame.minX + 16 + 74])
        let duplicate = try #require(driver.find(text: "Duplicate"))
        #expect(duplicate.frame.minY > (icons.first?.frame.maxY ?? .infinity))
    }

    @Test("Palette: choosing an icon selects its option and closes the menu")
    func paletteChooses() throws {
        let probe = StateProbe<String>()
        let driver = try open(probe, style: .palette)
        let heart = try #require(symbols(driver).first { $0.name == "heart" })
        driver.tap(at: CGPoint(x: heart.frame.midX, y: heart.frame.midY))
        driver.settle()
        #expect(probe.value == "heart")
        #expect(driver.find(text: "Duplicate") == nil)
    }

    @Test("By default the options are rows in place, the selected one checked")
    func inline() throws {
        let probe = StateProbe<String>()
        let driver = try open(probe, style: nil)
        #expect(driver.find(text: "Edit") != nil)
        #expect(driver.find(text: "Love") != nil)
        #expect(symbols(driver).filter { $0.name == "checkmark" }.count == 1)
        driver.tap(try #require(driver.find(text: "Love")))
        driver.settle()
        #expect(probe.value == "heart")
    }

    @Test("In the menu style the picker is a nested menu titled with its label")
    func nestedMenu() throws {
        let probe = StateProbe<String>()
        let driver = try open(probe, style: .menu)
        #expect(driver.find(text: "Edit") == nil)
        driver.tap(try #require(driver.find(text: "Mark")))
        driver.settle()
        driver.tap(try #require(driver.find(text: "Edit")))
        driver.settle()
        #expect(probe.value == "pencil")
    }
}
