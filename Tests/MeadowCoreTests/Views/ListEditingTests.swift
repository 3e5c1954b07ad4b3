import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// What the edit actions of a test list did, in order.
@MainActor
private final class EditLog {
    private(set) var entries: [String] = []

    func record(_ entry: String) {
        entries.append(entry)
    }
}

/// Three fruits in a navigation stack with an `EditButton` in its bar; deleting and moving update the data.
private struct Fruits: View {
    let log: EditLog
    var disabled = false
    @State private var fruits = ["Apple", "Pear", "Plum"]

    var body: some View {
        NavigationStack {
            List {
                ForEach(fruits, id: \.self) { fruit in
                    Text(fruit).deleteDisabled(disabled && fruit == "Pear").moveDisabled(disabled && fruit == "Plum")
                }
                .onDelete { offsets in
                    log.record("delete \(Array(offsets))")
                    fruits.remove(atOffsets: offsets)
                }
                .onMove { offsets, destination in
                    log.record("move \(Array(offsets)) to \(destination)")
                    fruits.move(fromOffsets: offsets, toOffset: destination)
                }
            }
            .navigationTitle("Fruits")
            .toolbar { EditButton() }
        }
    }
}

/// Three rows that can be deleted and moved, always in the edit mode `mode`.
@MainActor
private func editingList(_ mode: EditMode) -> some View {
    List {
        ForEach(["Apple", "Pear", "Plum"], id: \.self) { Text($0) }
            .onDelete { _ in }
            .onMove { _, _ in }
    }
    .environment(\.editMode, .constant(mode))
}

@MainActor
@Suite("List editing")
struct ListEditingTests {
    @Test("Every edit mode but inactive is editing", arguments: [(EditMode.inactive, false), (.transient, true), (.active, true)])
    func isEditing(mode: EditMode, expected: Bool) {
        #expect(mode.isEditing == expected)
    }

    @Test("In edit mode a row shows the 22-point delete control at its leading inset, its content 38 further right, and the reorder lines at its trailing inset")
    func editingFrames() throws {
        // Inset grouped, 393 wide: the card 16 from the sides, the first row at 22, 44 tall, content 16 inside.
        let inactive = LayoutHarness(editingList(.inactive), size: CGSize(width: 393, height: 600)).layoutTree
        expectFrame(inactive.node(text: "Apple"), rect(32, 35.5, 42.5, 17))
        #expect(rows(inactive)[0].children.count == 1, "outside edit mode a row has only its content")

        let tree = LayoutHarness(editingList(.active), size: CGSize(width: 393, height: 600)).layoutTree
        let row = try #require(rows(tree).first)
        expectFrame(row, rect(16, 22, 361, 44))
        expectFrame(tree.node(text: "Apple"), rect(70, 35.5, 42.5, 17))
        #expect(row.children.count == 3)
        // The delete control centred in the row at its 16-point inset; three 2-point lines 4 apart, 16 from the end.
        expectFrame(row.children[1], rect(32, 33, 22, 22))
        expectFrame(row.children[2], rect(343, 37, 18, 14))
    }

    @Test("deleteDisabled and moveDisabled take a row's delete and reorder controls away")
    func disabledControls() {
        let driver = InteractionDriver(Fruits(log: EditLog(), disabled: true), device: canvas(393, 600))
        driver.tap(driver.find(text: "Edit")!)
        driver.settle()
        let apple = driver.find(text: "Apple")!.frame.minX
        #expect(driver.find(text: "Pear")!.frame.minX == apple - 38, "Pear cannot be deleted: no room for the control")
        let cells = rows(driver.layoutTree)
        #expect(cells.map(\.children.count) == [3, 2, 2])
    }

    @Test("Tapping Edit puts the list in edit mode and reads Done; tapping Done leaves it")
    func editButtonToggles() throws {
        let driver = InteractionDriver(Fruits(log: EditLog()), device: canvas(393, 600))
        let rest = try #require(driver.find(text: "Apple")).frame.minX
        driver.tap(try #require(driver.find(text: "Edit")))
        driver.settle()
        #expect(driver.find(text: "Edit") == nil)
        #expect(driver.find(text: "Done") != nil)
        #expect(driver.find(text: "Apple")?.frame.minX == rest + 38)
        driver.tap(try #require(driver.find(text: "Done")))
        driver.settle()
        #expect(driver.find(text: "Edit") != nil)
        #expect(driver.find(text: "Apple")?.frame.minX == rest)
    }

    @Test("Tapping a row's delete control shows its Delete button; tapping that calls onDelete with the row's offset")
    func deleteThroughControl() throws {
        let log = EditLog()
        let driver = InteractionDriver(Fruits(log: log), device: canvas(393, 600))
        driver.tap(try #require(driver.find(text: "Edit")))
        driver.settle()
        #expect(driver.find(text: "Delete") == nil)
        let pear = try #require(driver.find(text: "Pear")).frame
        driver.tap(at: CGPoint(x: 43, y: pear.midY))
        driver.settle()
        let delete = try #require(driver.find(text: "Delete"))
        #expect(log.entries.isEmpty)
        driver.tap(delete)
        driver.settle()
        #expect(log.entries == ["delete [1]"])
        #expect(driver.find(text: "Pear") == nil)
        #expect(driver.find(text: "Plum") != nil)
    }

    @Test("Dragging a row's reorder control below the next row calls onMove with SwiftUI's destination, after it")
    func moveDown() throws {
        let log = EditLog()
        let driver = InteractionDriver(Fruits(log: log), device: canvas(393, 600))
        driver.tap(try #require(driver.find(text: "Edit")))
        driver.settle()
        let apple = try #require(driver.find(text: "Apple")).frame
        let pear = try #require(driver.find(text: "Pear")).frame
        // Apple's middle past Pear's middle: Apple goes after Pear, before the element at offset 2.
        driver.drag(from: CGPoint(x: 360, y: apple.midY), to: CGPoint(x: 360, y: apple.midY + 50), duration: 0.3)
        driver.settle()
        #expect(log.entries == ["move [0] to 2"])
        #expect(driver.find(text: "Pear")?.frame.minY == apple.minY)
        #expect(driver.find(text: "Apple")?.frame.minY == pear.minY)
    }

    @Test("While a row is dragged up past another, that row moves down out of its way by the row's height")
    func rowsMoveOutOfTheWay() throws {
        let log = EditLog()
        let driver = InteractionDriver(Fruits(log: log), device: canvas(393, 600))
        driver.tap(try #require(driver.find(text: "Edit")))
        driver.settle()
        let pear = try #require(driver.find(text: "Pear")).frame
        let plum = try #require(driver.find(text: "Plum")).frame
        driver.drag(from: CGPoint(x: 360, y: plum.midY), to: CGPoint(x: 360, y: plum.midY - 50), duration: 0.3, release: false)
        driver.settle()
        let drawn = drawnTextY(driver)
        #expect(drawn["Plum"] == plum.minY - 50, "the lifted row follows the finger")
        #expect(drawn["Pear"] == pear.minY + 44, "the passed row moves down by a row's height")
        driver.release(at: CGPoint(x: 360, y: plum.midY - 50))
        driver.settle()
        #expect(log.entries == ["move [2] to 1"])
    }

    @Test("A reorder dropped where it started calls no onMove")
    func moveNowhere() throws {
        let log = EditLog()
        let driver = InteractionDriver(Fruits(log: log), device: canvas(393, 600))
        driver.tap(try #require(driver.find(text: "Edit")))
        driver.settle()
        let apple = try #require(driver.find(text: "Apple")).frame
        driver.drag(from: CGPoint(x: 360, y: apple.midY), to: CGPoint(x: 360, y: apple.midY + 15), duration: 0.2)
        driver.settle()
        #expect(log.entries.isEmpty)
    }

    @Test("move(fromOffsets:toOffset:) and remove(atOffsets:) rearrange as SwiftUI's")
    func collectionEdits() {
        var letters = ["a", "b", "c", "d"]
        letters.move(fromOffsets: IndexSet(integer: 0), toOffset: 3)
        #expect(letters == ["b", "c", "a", "d"])
        letters.move(fromOffsets: IndexSet([2, 3]), toOffset: 0)
        #expect(letters == ["a", "d", "b", "c"])
        letters.remove(atOffsets: IndexSet([0, 2]))
        #expect(letters == ["d", "c"])
    }

    /// Where each text is drawn now, its top in root coordinates.
    private func drawnTextY(_ driver: InteractionDriver) -> [String: CGFloat] {
        driver.layOut()
        var found: [String: CGFloat] = [:]
        for drawn in drawnItems(driver.makeDisplayList()) {
            if case .text(let run, let rect, _) = drawn.item { found[run.string] = rect.minY + drawn.origin.y }
        }
        return found
    }
}
