import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// What the swipe actions of a test list did, in order.
@MainActor
private final class ActionLog {
    private(set) var entries: [String] = []

    func record(_ entry: String) {
        entries.append(entry)
    }
}

/// Two rows, each with a trailing "Pin" (fully swipeable) and a leading orange "Flag" (not).
private struct SwipeList: View {
    let log: ActionLog

    var body: some View {
        List {
            ForEach(["A", "B"], id: \.self) { name in
                Text("Row \(name)")
                    .swipeActions(edge: .trailing) {
                        Button("Pin") { log.record("pin \(name)") }
                    }
                    .swipeActions(edge: .leading, allowsFullSwipe: false) {
                        Button("Flag") { log.record("flag \(name)") }
                            .tint(.orange)
                    }
            }
        }
    }
}

/// Rows deleted through `onDelete`, whose offsets the test reads.
private struct DeletableList: View {
    let log: ActionLog

    var body: some View {
        List {
            ForEach(["A", "B", "C"], id: \.self) { name in
                Text("Row \(name)")
            }
            .onDelete { offsets in log.record("delete \(Array(offsets))") }
        }
    }
}

@MainActor
@Suite("List swipe actions")
struct SwipeActionsTests {
    /// "Pin" and "Flag" are 3 and 4 characters of 15-point text, 7.5 points each with the fixed metrics: both
    /// under the 74-point minimum, so each edge's buttons are 74 wide.
    static let buttonWidth: CGFloat = 74

    private func makeDriver(_ log: ActionLog) -> InteractionDriver {
        InteractionDriver(SwipeList(log: log), device: canvas(393, 600))
    }

    /// Where the text of row `name` is drawn now, in root coordinates.
    func drawnX(of text: String, _ driver: InteractionDriver) -> CGFloat? {
        driver.layOut()
        for drawn in drawnItems(driver.makeDisplayList()) {
            if case .text(let run, let rect, _) = drawn.item, run.string == text { return rect.minX + drawn.origin.x }
        }
        return nil
    }

    /// A point in the middle of row `name`'s trailing half.
    func rowPoint(_ name: String, _ driver: InteractionDriver) throws -> CGPoint {
        let text = try #require(driver.find(text: "Row \(name)"))
        return CGPoint(x: 300, y: text.frame.midY)
    }

    func swipe(_ name: String, by distance: CGFloat, _ driver: InteractionDriver, release: Bool = true) throws {
        let start = try rowPoint(name, driver)
        driver.drag(from: start, to: CGPoint(x: start.x + distance, y: start.y), duration: 0.3, release: release)
    }

    @Test("A row dragged sideways follows the finger, uncovering its buttons")
    func followsFinger() throws {
        let driver = makeDriver(ActionLog())
        let rest = try #require(drawnX(of: "Row A", driver))
        #expect(driver.find(text: "Pin") == nil, "closed, a row's buttons are not in the tree")
        try swipe("A", by: -30, driver, release: false)
        #expect(drawnX(of: "Row A", driver) == rest - 30)
        #expect(driver.find(text: "Pin") != nil)
        #expect(drawnX(of: "Row B", driver) == rest, "the other row stays")
    }

    @Test("Released past half its buttons' width (37 of 74 points) the row springs open; short of it, closed",
          arguments: [(-36.0, false), (-38.0, true), (36.0, false), (38.0, true)])
    func openThreshold(distance: Double, opens: Bool) throws {
        let log = ActionLog()
        let driver = makeDriver(log)
        let rest = try #require(drawnX(of: "Row A", driver))
        try swipe("A", by: distance, driver)
        driver.settle()
        let open = rest + (distance < 0 ? -Self.buttonWidth : Self.buttonWidth)
        #expect(drawnX(of: "Row A", driver) == (opens ? open : rest))
        #expect((driver.find(text: distance < 0 ? "Pin" : "Flag") != nil) == opens)
        #expect(log.entries.isEmpty)
    }

    @Test("A full swipe past half the row runs the first trailing action and closes the row")
    func fullSwipe() throws {
        let log = ActionLog()
        let driver = makeDriver(log)
        let rest = try #require(drawnX(of: "Row A", driver))
        try swipe("A", by: -200, driver)
        #expect(log.entries == ["pin A"])
        driver.settle()
        #expect(drawnX(of: "Row A", driver) == rest)
        #expect(driver.find(text: "Pin") == nil)
    }

    @Test("Without full swipe, past its buttons the row follows the finger at 0.55 and only opens when released")
    func noFullSwipe() throws {
        let log = ActionLog()
        let driver = makeDriver(log)
        let rest = try #require(drawnX(of: "Row A", driver))
        try swipe("A", by: 200, driver, release: false)
        let x = try #require(drawnX(of: "Row A", driver))
        #expect(abs(x - (rest + Self.buttonWidth + (200 - Self.buttonWidth) * 0.55)) < 1e-9)
        let end = try rowPoint("A", driver)
        driver.release(at: CGPoint(x: end.x + 200, y: end.y))
        driver.settle()
        #expect(log.entries.isEmpty)
        #expect(drawnX(of: "Row A", driver) == rest + Self.buttonWidth)
    }

    @Test("Tapping a revealed button runs it and closes the row; tapping the open row elsewhere only closes it")
    func tapAction() throws {
        let log = ActionLog()
        let driver = makeDriver(log)
        let rest = try #require(drawnX(of: "Row A", driver))
        try swipe("A", by: -60, driver)
        driver.settle()
        driver.tap(try #require(driver.find(text: "Pin")))
        #expect(log.entries == ["pin A"])
        driver.settle()
        #expect(drawnX(of: "Row A", driver) == rest)
        try swipe("A", by: -60, driver)
        driver.settle()
        driver.tap(at: CGPoint(x: 60, y: try rowPoint("A", driver).y))
        driver.settle()
        #expect(log.entries == ["pin A"])
        #expect(drawnX(of: "Row A", driver) == rest)
    }

    @Test("Opening a row closes the one that was open: one row is open at a time")
    func oneOpenRow() throws {
        let driver = makeDriver(ActionLog())
        let rest = try #require(drawnX(of: "Row A", driver))
        try swipe("A", by: -60, driver)
        driver.settle()
        #expect(drawnX(of: "Row A", driver) == rest - Self.buttonWidth)
        try swipe("B", by: -60, driver)
        driver.settle()
        #expect(drawnX(of: "Row A", driver) == rest)
        #expect(drawnX(of: "Row B", driver) == rest - Self.buttonWidth)
    }

    @Test("Buttons fill their space in their tint; a destructive one red, an untinted one gray")
    func fills() throws {
        let driver = InteractionDriver(
            List {
                Text("Row")
                    .swipeActions {
                        Button("Bin", role: .destructive) {}
                        Button("Keep") {}
                    }
            }, device: canvas(393, 600))
        let start = CGPoint(x: 300, y: try #require(driver.find(text: "Row")).frame.midY)
        driver.drag(from: start, to: CGPoint(x: 200, y: start.y))
        driver.settle()
        let colours = drawnItems(driver.makeDisplayList()).compactMap { drawn -> RGBA? in
            guard case .fill(_, let colour, _) = drawn.item, let bounds = drawn.fillBounds, bounds.width == Self.buttonWidth
            else { return nil }
            return colour
        }
        #expect(colours == [RGBA(hex: 0xFF3B30), RGBA(hex: 0x8E8E93)])
    }

    @Test("onDelete gives each row a trailing red Delete that passes the row's offset")
    func onDelete() throws {
        let log = ActionLog()
        let driver = InteractionDriver(DeletableList(log: log), device: canvas(393, 600))
        let start = CGPoint(x: 300, y: try #require(driver.find(text: "Row B")).frame.midY)
        driver.drag(from: start, to: CGPoint(x: 240, y: start.y))
        driver.settle()
        driver.tap(try #require(driver.find(text: "Delete")))
        #expect(log.entries == ["delete [1]"])
    }
}

@MainActor
@Suite("Button roles")
struct ButtonRoleTests {
    @Test("A destructive button's label is red where nothing set its colour; a plain one takes the accent blue")
    func destructiveLabel() {
        let driver = InteractionDriver(
            VStack {
                Button("Erase", role: .destructive) {}
                Button("Keep") {}
            }, device: canvas(393, 600))
        var colours: [String: RGBA] = [:]
        for drawn in drawnItems(driver.makeDisplayList()) {
            if case .text(let run, _, let colour) = drawn.item { colours[run.string] = colour }
        }
        #expect(colours == ["Erase": RGBA(hex: 0xFF3B30), "Keep": RGBA(hex: 0x007AFF)])
    }
}
