import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// The line limit a test puts on the field.
private enum NotesLimit {
    case none
    case upTo(Int)
    case range(ClosedRange<Int>)
    case reserving(Int)
}

/// A vertical text field 102 points wide (twelve 8.5-point characters a line) bound to a state, its value shown
/// below it, the two in the top leading corner.
private struct NotesHost: View {
    @State var text: String
    let limit: NotesLimit

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            limited(TextField("Notes", text: $text, axis: .vertical))
                .frame(width: 102)
                .accessibilityIdentifier("field")
            Text("value: \(text)")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }

    @ViewBuilder private func limited(_ field: some View) -> some View {
        switch limit {
        case .none: field
        case .upTo(let lines): field.lineLimit(lines)
        case .range(let lines): field.lineLimit(lines)
        case .reserving(let lines): field.lineLimit(lines, reservesSpace: true)
        }
    }
}

/// `TextField(_:text:axis: .vertical)` (iOS 16) with fixed metrics: 17-point body text, 8.5-point characters and
/// 17-point lines, so a field of n lines is n × 17 tall.
@MainActor
@Suite("TextField with a vertical axis: growing line by line within the line limit")
struct VerticalTextFieldTests {
    let canvas = Device(name: "canvas", size: CGSize(width: 200, height: 300), safeAreaInsets: EdgeInsets(), scale: 2)

    fileprivate func makeDriver(_ text: String = "", limit: NotesLimit = .none) -> InteractionDriver {
        InteractionDriver(NotesHost(text: text, limit: limit), device: canvas)
    }

    func field(_ driver: InteractionDriver) throws -> LayoutNode {
        try #require(driver.find(identifier: "field"))
    }

    /// The field's own node (the identifier is on the frame around it).
    func fieldNode(_ driver: InteractionDriver) throws -> LayoutNode {
        try #require(driver.layoutTree.allNodes.first { $0.kind == .textField })
    }

    func value(_ driver: InteractionDriver) -> String? {
        driver.layoutTree.allNodes.compactMap(\.text).first { $0.hasPrefix("value: ") }.map { String($0.dropFirst(7)) }
    }

    /// Where the field draws its text's top, in the field's coordinates: above 0 when it scrolls.
    func textTop(_ driver: InteractionDriver, _ text: String) throws -> CGFloat {
        let drawn = try #require(drawnItems(driver.makeDisplayList()).first { drawn in
            if case .text(let run, _, _) = drawn.item { return run.string == text }
            return false
        })
        guard case .text(_, let bounds, _) = drawn.item else { return .nan }
        return drawn.origin.y + bounds.minY - (try field(driver).frame.minY)
    }

    @Test("One line of text: the proposed width and one line's height, as a one-line field")
    func oneLine() throws {
        let driver = makeDriver("hello")
        #expect(try field(driver).frame == CGRect(x: 0, y: 0, width: 102, height: 17))
        #expect(try fieldNode(driver).frame == CGRect(x: 0, y: 0, width: 102, height: 17), "a TextField in the laid-out tree")
    }

    @Test("Text that wraps at the width makes the field two lines tall")
    func wrapsToTwoLines() throws {
        // "aaaa bbbb " is ten characters; "cccc" would end the line at fourteen, past twelve: it wraps.
        let driver = makeDriver("aaaa bbbb cccc")
        #expect(try field(driver).frame == CGRect(x: 0, y: 0, width: 102, height: 34))
        #expect(driver.find(text: "value: aaaa bbbb cccc")?.frame.minY == 34, "the value sits below the two lines")
    }

    @Test("Five lines without a limit: five lines tall")
    func fiveLines() throws {
        let driver = makeDriver("1\n2\n3\n4\n5")
        #expect(try field(driver).frame == CGRect(x: 0, y: 0, width: 102, height: 85))
    }

    @Test("An empty field is one line tall and shows its title as the placeholder")
    func emptyField() throws {
        let driver = makeDriver()
        #expect(try field(driver).frame == CGRect(x: 0, y: 0, width: 102, height: 17))
        #expect(try fieldNode(driver).text == "Notes")
    }

    @Test("lineLimit(3): the field grows to three lines, then stays three lines tall")
    func upToThree() throws {
        #expect(try field(makeDriver("1", limit: .upTo(3))).frame.height == 17)
        #expect(try field(makeDriver("1\n2", limit: .upTo(3))).frame.height == 34)
        #expect(try field(makeDriver("1\n2\n3\n4\n5", limit: .upTo(3))).frame.height == 51)
    }

    @Test("lineLimit(2...5): at least two lines tall, even empty, and at most five")
    func twoToFive() throws {
        #expect(try field(makeDriver("", limit: .range(2...5))).frame.height == 34)
        #expect(try field(makeDriver("1\n2\n3", limit: .range(2...5))).frame.height == 51)
        #expect(try field(makeDriver("1\n2\n3\n4\n5", limit: .range(2...5))).frame.height == 85)
        #expect(try field(makeDriver("1\n2\n3\n4\n5\n6\n7", limit: .range(2...5))).frame.height == 85)
    }

    @Test("lineLimit(5, reservesSpace: true): five lines tall with one line of text, and with seven")
    func reservingFive() throws {
        #expect(try field(makeDriver("1", limit: .reserving(5))).frame == CGRect(x: 0, y: 0, width: 102, height: 85))
        #expect(try field(makeDriver("1\n2\n3\n4\n5\n6\n7", limit: .reserving(5))).frame.height == 85)
    }

    @Test("Past the limit the text scrolls inside the field to keep the caret in view")
    func scrollsPastLimit() throws {
        let text = "1\n2\n3\n4\n5\n6"
        let driver = makeDriver(text, limit: .reserving(5))
        #expect(try textTop(driver, text) == 0, "unfocused, the field shows its first lines")
        // Focus at the end of the first line, then go to the end of the text: the sixth line scrolls into view.
        driver.tap(at: CGPoint(x: 90, y: 8))
        driver.press(.downArrow, modifiers: .command)
        driver.type("7")
        #expect(value(driver) == text + "7")
        #expect(try field(driver).frame.height == 85, "the field stays five lines tall")
        #expect(try textTop(driver, text + "7") == -17, "six lines in five: scrolled up by one")
    }

    @Test("Typing: Return types a newline and the field grows a line; wrapping grows it again, up to the limit")
    func typingGrows() throws {
        let driver = makeDriver(limit: .upTo(3))
        driver.tap(at: CGPoint(x: 50, y: 8))
        driver.type("Milk")
        #expect(try field(driver).frame.height == 17)
        driver.press(.return)
        #expect(value(driver) == "Milk\n", "Return inserts a newline rather than committing")
        #expect(try field(driver).frame.height == 34)
        driver.type("Eggs and bread")
        // "Eggs and " then "bread": the second paragraph wraps to a third line.
        #expect(try field(driver).frame.height == 51)
        #expect(driver.find(text: "value: Milk\nEggs and bread") != nil)
        driver.press(.return)
        driver.type("Tea")
        #expect(value(driver) == "Milk\nEggs and bread\nTea")
        #expect(try field(driver).frame.height == 51, "four lines at a limit of three: still three tall")
        #expect(try textTop(driver, "Milk\nEggs and bread\nTea") == -17)
        driver.press(.delete)
        driver.press(.delete)
        driver.press(.delete)
        driver.press(.delete)
        #expect(value(driver) == "Milk\nEggs and bread")
        #expect(try field(driver).frame.height == 51)
        #expect(try textTop(driver, "Milk\nEggs and bread") == 0, "three lines fit again: nothing scrolled")
    }

    @Test("A rounded-border vertical field keeps its 7 points of padding around the lines")
    func roundedBorder() throws {
        let driver = InteractionDriver(
            TextField("Notes", text: .constant("1\n2"), axis: .vertical)
                .textFieldStyle(.roundedBorder)
                .frame(width: 102)
                .accessibilityIdentifier("field")
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
            device: canvas)
        #expect(try field(driver).frame == CGRect(x: 0, y: 0, width: 102, height: 48))
    }

    @Test("axis: .horizontal is the one-line field: long text stays on one line")
    func horizontalAxis() throws {
        let driver = InteractionDriver(
            TextField("Notes", text: .constant("aaaa bbbb cccc dddd"), axis: .horizontal)
                .frame(width: 102)
                .accessibilityIdentifier("field")
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
            device: canvas)
        #expect(try field(driver).frame == CGRect(x: 0, y: 0, width: 102, height: 17))
    }
}
