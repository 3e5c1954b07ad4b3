import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

private struct Fruit: Identifiable {
    let id: Int
    let name: String
}

private let fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear"), Fruit(id: 3, name: "Plum")]

/// Three fruits of which one can be selected, by id, bound to the view's state.
private struct OneFruit: View {
    let probe: StateProbe<Int?>
    @State private var selection: Int?

    var body: some View {
        let _ = probe.binding = $selection
        List(fruits, selection: $selection) { fruit in
            Text(fruit.name)
        }
    }
}

/// Three fruits in a navigation stack with an `EditButton`, several of which can be selected in edit mode.
private struct SomeFruits: View {
    let probe: StateProbe<Set<Int>>
    @State private var selection: Set<Int> = []

    var body: some View {
        let _ = probe.binding = $selection
        NavigationStack {
            List(selection: $selection) {
                ForEach(fruits) { fruit in
                    Text(fruit.name)
                }
            }
            .navigationTitle("Fruits")
            .toolbar { EditButton() }
        }
    }
}

/// Rows tagged with strings, selected through an optional string.
private struct Sizes: View {
    let probe: StateProbe<String?>
    @State private var selection: String?

    var body: some View {
        let _ = probe.binding = $selection
        List(selection: $selection) {
            Text("Small").tag("S")
            Text("Large").tag("L")
            Text("Untagged")
        }
    }
}

/// iOS 16's `List(selection:)`: a single selection highlights the tapped row outside edit mode (the selected
/// cell's systemGray4, as a pressed row) and writes the binding; a multiple selection works in edit mode, with
/// check circles in the delete control's place. The inset grouped list of `ListEditingTests`: on a 393-point
/// canvas the card is 16 from the sides, the first row at 22, 44 tall, its content 16 inside.
@MainActor
@Suite("List selection")
struct ListSelectionTests {
    @Test("Tapping a row of a single-selection list writes its id and highlights only it; setting the binding moves the highlight")
    func singleSelection() throws {
        let probe = StateProbe<Int?>()
        let driver = InteractionDriver(OneFruit(probe: probe), device: canvas(393, 600))
        #expect(highlights(driver).isEmpty)
        driver.tap(try #require(driver.find(text: "Pear")))
        #expect(probe.value == 2)
        #expect(highlights(driver) == [rect(16, 66, 361, 44)])
        driver.tap(try #require(driver.find(text: "Plum")))
        #expect(probe.value == 3)
        #expect(highlights(driver) == [rect(16, 110, 361, 44)])
        driver.tap(try #require(driver.find(text: "Plum")))
        #expect(probe.value == 3, "tapping the selected row keeps it selected")
        probe.set(1)
        #expect(highlights(driver) == [rect(16, 22, 361, 44)])
    }

    @Test("A selected row is selected to assistive technologies")
    func selectedTrait() throws {
        let probe = StateProbe<Int?>()
        let driver = InteractionDriver(OneFruit(probe: probe), device: canvas(393, 600))
        probe.set(2)
        let items = driver.accessibilityTree.allNodes.filter { $0.role == .listItem }
        #expect(items.map { $0.traits.contains(.isSelected) } == [false, true, false])
    }

    @Test("A row's tag is its selection value; a row without a value of the selection's type is not selected by a tap")
    func tags() throws {
        let probe = StateProbe<String?>()
        let driver = InteractionDriver(Sizes(probe: probe), device: canvas(393, 600))
        driver.tap(try #require(driver.find(text: "Large")))
        #expect(probe.value == "L")
        driver.tap(try #require(driver.find(text: "Untagged")))
        #expect(probe.value == "L")
        #expect(highlights(driver) == [rect(16, 66, 361, 44)])
    }

    @Test("A multiple-selection list selects nothing by a tap outside edit mode")
    func multipleNeedsEditMode() throws {
        let probe = StateProbe<Set<Int>>()
        let driver = InteractionDriver(SomeFruits(probe: probe), device: canvas(393, 600))
        driver.tap(try #require(driver.find(text: "Pear")))
        driver.settle()
        #expect(probe.value == [])
        #expect(highlights(driver).isEmpty)
    }

    @Test("In edit mode a multiple-selection list's taps add rows to the set and take them out, each row showing its check circle")
    func multipleInEditMode() throws {
        let probe = StateProbe<Set<Int>>()
        let driver = InteractionDriver(SomeFruits(probe: probe), device: canvas(393, 600))
        driver.tap(try #require(driver.find(text: "Edit")))
        driver.settle()
        driver.tap(try #require(driver.find(text: "Pear")))
        driver.tap(try #require(driver.find(text: "Plum")))
        #expect(probe.value == [2, 3])
        driver.tap(try #require(driver.find(text: "Pear")))
        #expect(probe.value == [3])
        let cells = rows(driver.layoutTree)
        #expect(highlights(driver) == [cells[2].frame])
        // Each row holds its content and its check circle; the selected one's holds the check mark.
        #expect(cells.map(\.children.count) == [2, 2, 2])
        #expect(cells.map { $0.children[1].allNodes.contains { $0.kind == .image } } == [false, false, true])
        driver.tap(try #require(driver.find(text: "Done")))
        driver.settle()
        #expect(rows(driver.layoutTree).map(\.children.count) == [1, 1, 1], "the check circles go with edit mode")
        #expect(highlights(driver).isEmpty)
    }

    @Test("The check circle is 22 points at the row's leading inset, the content 38 further right, as the delete control")
    func checkCircleFrames() throws {
        let list = List(fruits, selection: .constant(Set([1]))) { fruit in Text(fruit.name) }
            .environment(\.editMode, .constant(.active))
        let tree = LayoutHarness(list, size: CGSize(width: 393, height: 600)).layoutTree
        let row = try #require(rows(tree).first)
        expectFrame(row, rect(16, 22, 361, 44))
        expectFrame(tree.node(text: "Apple"), rect(70, 35.5, 42.5, 17))
        expectFrame(row.children[1], rect(32, 33, 22, 22))
    }

    /// The row highlights drawn, in root coordinates: fills of the selected (and pressed) row grey.
    private func highlights(_ driver: InteractionDriver) -> [CGRect] {
        let grey = ListAppearance.pressedRowBackground.resolve(in: EnvironmentValues())
        return fills(in: driver.makeDisplayList(), origin: .zero).filter { $0.color == grey }.map(\.rect)
    }

    private func fills(in list: DisplayList, origin: CGPoint) -> [(rect: CGRect, color: RGBA)] {
        list.items.flatMap { item -> [(rect: CGRect, color: RGBA)] in
            switch item {
            case .fill(let path, let color, _): [(path.boundingRect.offsetBy(dx: origin.x, dy: origin.y), color)]
            case .group(.offset(let offset), let inner):
                fills(in: inner, origin: CGPoint(x: origin.x + offset.width, y: origin.y + offset.height))
            case .group(_, let inner): fills(in: inner, origin: origin)
            default: []
            }
        }
    }
}
