import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// A picker of three flavours bound to its own state, handing the binding to `probe`; in a `Form` when `inForm`.
private struct FlavorPicker: View {
    let probe: StateProbe<String>
    var inForm = false
    @State private var flavor = "Vanilla"

    var body: some View {
        let _ = probe.binding = $flavor
        if inForm {
            Form { picker }
        } else {
            picker
        }
    }

    private var picker: some View {
        Picker("Flavor", selection: $flavor) {
            Text("Chocolate").tag("Chocolate")
            Text("Vanilla").tag("Vanilla")
            ForEach(["Strawberry"], id: \.self) { Text($0) }
        }
    }
}

/// `Picker` in its iOS 16 default, the menu style: a pop-up button of the selection opening a menu of the options
/// with a checkmark on the selected one (text measured by `FixedMetricsTextSystem`: a body character is 8.5 points
/// wide, a line 17 tall).
@MainActor
@Suite("Picker shows a menu by default, as on iOS 16 and later")
struct MenuPickerTests {
    private func symbols(_ driver: InteractionDriver) -> [(name: String, origin: CGPoint)] {
        drawnItems(driver.makeDisplayList()).compactMap { drawn in
            if case .symbol(let name, let rect, _, _) = drawn.item {
                return (name, CGPoint(x: rect.minX + drawn.origin.x, y: rect.minY + drawn.origin.y))
            }
            return nil
        }
    }

    @Test("Outside a list the picker is a button showing the selected option and the pop-up chevrons, no title")
    func button() {
        let driver = InteractionDriver(FlavorPicker(probe: StateProbe()), device: canvas(393, 600))
        #expect(driver.find(text: "Flavor") == nil)
        #expect(driver.find(text: "Chocolate") == nil)
        #expect(driver.find(text: "Vanilla")?.frame.height == 17)
        #expect(symbols(driver).map(\.name) == ["chevron.up.chevron.down"])
    }

    @Test("Choosing an option in the menu selects its tag and closes the menu")
    func choosing() throws {
        let probe = StateProbe<String>()
        let driver = InteractionDriver(FlavorPicker(probe: probe), device: canvas(393, 600))
        driver.tap(try #require(driver.find(text: "Vanilla")))
        driver.settle()
        driver.tap(try #require(driver.find(text: "Chocolate")))
        driver.settle()
        #expect(probe.value == "Chocolate")
        #expect(driver.find(text: "Vanilla") == nil, "the menu is closed and the button shows the new value")
        #expect(driver.find(text: "Chocolate") != nil)
    }

    @Test("A ForEach's ids tag its options")
    func forEachIDsAreTags() throws {
        let probe = StateProbe<String>()
        let driver = InteractionDriver(FlavorPicker(probe: probe), device: canvas(393, 600))
        driver.tap(try #require(driver.find(text: "Vanilla")))
        driver.settle()
        driver.tap(try #require(driver.find(text: "Strawberry")))
        driver.settle()
        #expect(probe.value == "Strawberry")
    }

    @Test("The selected option's row has the checkmark, in a column before every option's title")
    func checkmark() throws {
        let driver = InteractionDriver(FlavorPicker(probe: StateProbe()), device: canvas(393, 600))
        driver.tap(try #require(driver.find(text: "Vanilla")))
        driver.settle()
        let chocolate = try #require(driver.find(text: "Chocolate"))
        let card = try #require(driver.layoutTree.node(kind: .custom("MenuCard")))
        // 16-point inset, 20-point checkmark column, 4 points before the title.
        #expect(chocolate.frame.minX == card.frame.minX + 40)
        let checks = symbols(driver).filter { $0.name == "checkmark" }
        #expect(checks.count == 1)
        // The second row (Vanilla) is 44.5 points below the first.
        let check = try #require(checks.first)
        #expect(check.origin.x == card.frame.minX + 16)
        #expect(check.origin.y > chocolate.frame.minY + 44 - 17 && check.origin.y < chocolate.frame.maxY + 44.5)
    }

    @Test("In a Form the row shows the title leading and the value with the chevrons trailing, in grey")
    func formRow() throws {
        let driver = InteractionDriver(FlavorPicker(probe: StateProbe(), inForm: true), device: canvas(393, 600))
        let title = try #require(driver.find(text: "Flavor"))
        let value = try #require(driver.find(text: "Vanilla"))
        #expect(title.frame.minY == value.frame.minY)
        #expect(value.frame.minX > 393 / 2)
        var colors: [String: RGBA] = [:]
        for drawn in drawnItems(driver.makeDisplayList()) {
            if case .text(let text, _, let color) = drawn.item { colors[text.string] = color }
        }
        #expect(colors["Vanilla"] == Color.secondary.resolve(in: EnvironmentValues()))
        #expect(colors["Flavor"] == Color.primary.resolve(in: EnvironmentValues()))
    }

    @Test("pickerStyle(.segmented) still draws the segmented control")
    func segmented() {
        let tree = layout(
            Picker("Flavor", selection: .constant(1)) {
                Text("One").tag(1)
                Text("Two").tag(2)
            }.pickerStyle(.segmented), width: 300, height: 100)
        #expect(tree.allNodes.contains { $0.kind == .picker })
    }
}
