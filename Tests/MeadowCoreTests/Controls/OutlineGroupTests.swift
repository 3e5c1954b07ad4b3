import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// A file-system-like tree: a folder is an element whose children are not nil.
private struct FileItem: Identifiable {
    let name: String
    var children: [FileItem]?

    var id: String { name }

    static let tree = [
        FileItem(name: "Fruits", children: [
            FileItem(name: "Apple"),
            FileItem(name: "Citrus", children: [FileItem(name: "Lemon")]),
        ]),
        FileItem(name: "Bread"),
    ]
}

/// The label of the accessibility element the keyboard focus is on; nil when nothing is focused.
@MainActor
private func focusedLabel(_ driver: InteractionDriver) -> String? {
    guard let focused = driver.graph.focus.focused else { return nil }
    return driver.accessibilityTree.allNodes.first { $0.id == focused.accessibilityElementID }?.label
}

/// `OutlineGroup` and `List(_:children:rowContent:)` as iOS draws an outline in an inset grouped list: each element
/// a row, a chevron trailing on the rows with children, each level indented 10 more (text measured by
/// `FixedMetricsTextSystem`: a body character 8.5 wide, a line 17 tall; swiftui-system-metrics.md §2 for the rows).
@MainActor
@Suite("OutlineGroup")
struct OutlineGroupTests {
    @Test("A hierarchical list shows its roots collapsed, a trailing chevron only on the rows that have children")
    func collapsedRoots() {
        let tree = LayoutHarness(List(FileItem.tree, children: \.children) { Text($0.name) }, size: CGSize(width: 393, height: 600)).layoutTree
        let cells = rows(tree)
        #expect(cells.count == 2)
        // The card 16 from the sides from y 22, rows 44 tall, text 16 inside it and centred.
        expectFrame(cells[0], rect(16, 22, 361, 44))
        expectFrame(cells[1], rect(16, 66, 361, 44))
        expectFrame(tree.node(text: "Fruits"), rect(32, 35.5, 51, 17))
        expectFrame(tree.node(text: "Bread"), rect(32, 79.5, 42.5, 17))
        #expect(tree.node(text: "Apple") == nil)
        // The 14-point chevron (17×15) 16 inside the card's trailing edge, centred in the row; none on Bread.
        let chevrons = cells.map { row in row.allNodes.filter { $0.kind == .image }.map(\.frame) }
        #expect(chevrons == [[rect(344, 36.5, 17, 15)], []])
    }

    @Test("A row with children is an expandable button, expanded while its children show, as a DisclosureGroup's label")
    func expandedState() throws {
        let driver = InteractionDriver(List(FileItem.tree, children: \.children) { Text($0.name) }, device: canvas(393, 600))
        /// Each element's label and expanded state, top to bottom.
        func states() -> [String: Bool?] {
            let elements = driver.accessibilityTree.allNodes.filter { ["Fruits", "Apple", "Citrus", "Bread"].contains($0.label) }
            return Dictionary(uniqueKeysWithValues: elements.map { ($0.label, $0.isExpanded) })
        }
        #expect(states() == ["Fruits": false, "Bread": nil])
        #expect(driver.accessibilityTree.node(label: "Fruits")?.traits.contains(.isButton) == true)
        driver.tap(try #require(driver.find(text: "Fruits")))
        driver.settle()
        #expect(states() == ["Fruits": true, "Apple": nil, "Citrus": false, "Bread": nil])
    }

    @Test("A tap on a row with children shows them under it, each level indented 10 more; another tap hides them")
    func tapExpandsAndCollapses() throws {
        let driver = InteractionDriver(List(FileItem.tree, children: \.children) { Text($0.name) }, device: canvas(393, 600))
        driver.tap(try #require(driver.find(text: "Fruits")))
        driver.settle()
        expectFrame(driver.find(text: "Apple"), rect(42, 79.5, 42.5, 17))
        expectFrame(driver.find(text: "Citrus"), rect(42, 123.5, 51, 17))
        expectFrame(driver.find(text: "Bread"), rect(32, 167.5, 42.5, 17))
        #expect(rows(driver.layoutTree).map(\.frame) == [44, 88, 132, 176].map { rect(16, $0 - 22, 361, 44) })
        driver.tap(try #require(driver.find(text: "Citrus")))
        driver.settle()
        expectFrame(driver.find(text: "Lemon"), rect(52, 167.5, 42.5, 17))
        expectFrame(driver.find(text: "Bread"), rect(32, 211.5, 42.5, 17))
        driver.tap(try #require(driver.find(text: "Fruits")))
        driver.settle()
        #expect(driver.find(text: "Apple") == nil)
        #expect(driver.find(text: "Lemon") == nil)
        expectFrame(driver.find(text: "Bread"), rect(32, 79.5, 42.5, 17))
    }

    @Test("The chevron of an expanded row is drawn turned, that of a collapsed row as it is")
    func chevronTurns() throws {
        let driver = InteractionDriver(List(FileItem.tree, children: \.children) { Text($0.name) }, device: canvas(393, 600))
        /// Each chevron's rotation in radians, top to bottom.
        func chevronRotations() -> [Double] {
            drawnItems(driver.makeDisplayList()).compactMap { drawn in
                guard case .symbol(let name, _, _, _) = drawn.item, name == "chevron.right" else { return nil }
                return drawn.transform?.rotation ?? 0
            }
        }
        #expect(chevronRotations() == [0])
        driver.tap(try #require(driver.find(text: "Fruits")))
        driver.settle()
        // Fruits turned a quarter to point down, Citrus (collapsed) not.
        #expect(chevronRotations() == [Double.pi / 2, 0])
    }

    @Test("Tab reaches a row with children; Space and Return toggle it, the right and left arrows expand and collapse it")
    func keyboard() {
        let driver = InteractionDriver(List(FileItem.tree, children: \.children) { Text($0.name) }, device: canvas(393, 600))
        driver.press(.tab)
        #expect(focusedLabel(driver) == "Fruits")
        driver.press(.space)
        driver.settle()
        #expect(driver.find(text: "Apple") != nil)
        driver.press(.return)
        driver.settle()
        #expect(driver.find(text: "Apple") == nil)
        driver.press(.rightArrow)
        driver.settle()
        #expect(driver.find(text: "Apple") != nil)
        driver.press(.rightArrow)
        driver.settle()
        #expect(driver.find(text: "Apple") != nil)
        driver.press(.leftArrow)
        driver.settle()
        #expect(driver.find(text: "Apple") == nil)
    }

    @Test("The id: forms, an OutlineGroup of one root, and an outline inside a section of a list")
    func otherForms() throws {
        let keyed = LayoutHarness(
            List(FileItem.tree, id: \.name, children: \.children) { Text($0.name) }, size: CGSize(width: 393, height: 600)
        ).layoutTree
        expectFrame(keyed.node(text: "Bread"), rect(32, 79.5, 42.5, 17))
        let driver = InteractionDriver(
            List {
                Section("Pantry") {
                    OutlineGroup(FileItem.tree[0], id: \.name, children: \.children) { Text($0.name) }
                }
            }, device: canvas(393, 600))
        // The root is the first row, under the header (22 + 13 + 6).
        expectFrame(driver.find(text: "Fruits"), rect(32, 54.5, 51, 17))
        #expect(driver.find(text: "Apple") == nil)
        driver.tap(try #require(driver.find(text: "Fruits")))
        driver.settle()
        expectFrame(driver.find(text: "Citrus"), rect(42, 142.5, 51, 17))
        let rooted = LayoutHarness(
            List { OutlineGroup(FileItem.tree[0], children: \.children) { Text($0.name) } }, size: CGSize(width: 393, height: 600)
        ).layoutTree
        #expect(rows(rooted).count == 1)
    }
}
