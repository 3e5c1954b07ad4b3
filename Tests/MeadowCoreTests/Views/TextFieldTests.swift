import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// What a text field reported through its callbacks, in order.
@MainActor
private final class EditLog {
    var entries: [String] = []
}

/// A text field bound to a state, with the state's value shown below it.
private struct FieldHost: View {
    let log: EditLog
    @State private var text = ""

    var body: some View {
        VStack(spacing: 0) {
            TextField("Title", text: $text, onEditingChanged: { log.entries.append("editing \($0)") }, onCommit: {
                log.entries.append("commit \(text)")
            })
            .accessibilityIdentifier("field")
            Text("value: \(text)")
        }
    }
}

/// A field made with a label view and a prompt, as SwiftUI's `init(text:prompt:label:)`.
private struct LabelledFieldHost: View {
    @State private var name = ""

    var body: some View {
        TextField(text: $name, prompt: Text("Required")) {
            Text("Full name")
        }
        .accessibilityIdentifier("field")
    }
}

/// Fields made with a title and a prompt, as SwiftUI's iOS 15 `init(_:text:prompt:)`: with a literal key, with a
/// string, and with no prompt.
private struct PromptedFieldsHost: View {
    @State private var city = ""
    @State private var street = ""
    @State private var zip = ""
    let streetTitle = "Street"

    var body: some View {
        VStack(spacing: 0) {
            TextField("City", text: $city, prompt: Text("Where you live")).accessibilityIdentifier("city")
            TextField(streetTitle, text: $street, prompt: Text("Number and street")).accessibilityIdentifier("street")
            TextField("ZIP", text: $zip, prompt: nil).accessibilityIdentifier("zip")
        }
    }
}

@MainActor
@Suite("TextField")
struct TextFieldTests {
    /// The fixed metrics' body font: 17 points, every character 8.5 wide, lines 17 tall.
    let advance: CGFloat = 8.5

    fileprivate func makeDriver(_ log: EditLog? = nil) -> InteractionDriver {
        InteractionDriver(FieldHost(log: log ?? EditLog()), device: Device(name: "canvas", size: CGSize(width: 200, height: 100), safeAreaInsets: EdgeInsets(), scale: 2))
    }

    func field(_ driver: InteractionDriver) throws -> LayoutNode {
        try #require(driver.find(identifier: "field"))
    }

    func value(_ driver: InteractionDriver) -> String? {
        driver.layoutTree.allNodes.compactMap(\.text).first { $0.hasPrefix("value: ") }.map { String($0.dropFirst(7)) }
    }

    /// Clicks the field after `characters` characters of its (leading-aligned) text.
    func click(_ driver: InteractionDriver, after characters: Int) throws {
        let frame = try field(driver).frame
        driver.tap(at: CGPoint(x: frame.minX + CGFloat(characters) * advance + 1, y: frame.midY))
    }

    @Test("A text field takes the proposed width and the height of one line of its font")
    func size() throws {
        let driver = makeDriver()
        let frame = try field(driver).frame
        #expect(frame.size == CGSize(width: 200, height: 17))
        #expect(try field(driver).kind == .textField)
    }

    @Test("An empty field shows its title as a placeholder in the placeholder colour")
    func placeholder() throws {
        let driver = makeDriver()
        #expect(try field(driver).text == "Title")
        let colours = texts(in: driver.makeDisplayList()).filter { $0.0 == "Title" }.map(\.1)
        #expect(colours == [RGBA(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)], "iOS placeholderText")
    }

    @Test("A field with a label view shows its prompt as the placeholder, not the label, one line tall as any field")
    func labelViewAndPrompt() throws {
        let driver = InteractionDriver(LabelledFieldHost(), device: Device(name: "canvas", size: CGSize(width: 200, height: 100), safeAreaInsets: EdgeInsets(), scale: 2))
        let field = try #require(driver.find(identifier: "field"))
        #expect(field.kind == .textField)
        #expect(field.text == "Required")
        #expect(field.frame == CGRect(x: 0, y: 41.5, width: 200, height: 17))
        #expect(!texts(in: driver.makeDisplayList()).contains { $0.0 == "Full name" }, "iOS draws no label beside the field")
    }

    @Test("init(_:text:prompt:) shows the prompt as the placeholder, or the title when the prompt is nil; one line each")
    func titleAndPrompt() throws {
        let driver = InteractionDriver(PromptedFieldsHost(), device: Device(name: "canvas", size: CGSize(width: 200, height: 100), safeAreaInsets: EdgeInsets(), scale: 2))
        let fields = try ["city", "street", "zip"].map { try #require(driver.find(identifier: $0)) }
        #expect(fields.map(\.text) == ["Where you live", "Number and street", "ZIP"])
        #expect(fields.map(\.frame) == [
            CGRect(x: 0, y: 24.5, width: 200, height: 17), CGRect(x: 0, y: 41.5, width: 200, height: 17),
            CGRect(x: 0, y: 58.5, width: 200, height: 17),
        ])
    }

    @Test("Clicking the field focuses it; typed text goes into its binding and editing begins")
    func typing() throws {
        let log = EditLog()
        let driver = makeDriver(log)
        driver.type("ignored")
        #expect(value(driver) == "")
        try click(driver, after: 0)
        driver.type("hello")
        #expect(value(driver) == "hello")
        #expect(log.entries == ["editing true"])
    }

    @Test("A click puts the caret at the nearest character boundary")
    func clickPlacesCaret() throws {
        let driver = makeDriver()
        try click(driver, after: 0)
        driver.type("hello")
        try click(driver, after: 1)
        driver.type("X")
        #expect(value(driver) == "hXello")
    }

    @Test("Shift with an arrow extends the selection from the caret, and typing replaces the selection")
    func shiftArrowSelects() throws {
        let driver = makeDriver()
        try click(driver, after: 0)
        driver.type("hello")
        driver.press(.leftArrow, modifiers: .shift)
        driver.press(.leftArrow, modifiers: .shift)
        driver.type("p")
        #expect(value(driver) == "help")
        driver.press(.leftArrow, modifiers: .shift)
        driver.press(.rightArrow, modifiers: .shift)
        driver.press(.rightArrow, modifiers: .shift)
        #expect(value(driver) == "help")
        driver.type("!")
        #expect(value(driver) == "help!")
    }

    @Test("Left and right arrows move the caret; Backspace deletes before it and Delete after it")
    func deleting() throws {
        let driver = makeDriver()
        try click(driver, after: 0)
        driver.type("abcd")
        driver.press(.leftArrow)
        driver.press(.leftArrow)
        driver.press(.delete)
        #expect(value(driver) == "acd")
        driver.press(.deleteForward)
        #expect(value(driver) == "ad")
        driver.press(.rightArrow)
        driver.type("e")
        #expect(value(driver) == "ade")
    }

    @Test("Marked text shows in the field while composing and the committed text replaces it")
    func markedText() throws {
        let driver = makeDriver()
        try click(driver, after: 0)
        driver.type("a")
        driver.graph.setMarkedText("´", selectedRange: "´".endIndex..<"´".endIndex)
        #expect(value(driver) == "a´")
        driver.graph.insertText("é")
        #expect(value(driver) == "aé")
        driver.type("!")
        #expect(value(driver) == "aé!")
    }

    @Test("Tab moves focus into the field")
    func tabFocuses() {
        let driver = makeDriver()
        driver.press(.tab)
        driver.type("tabbed")
        #expect(value(driver) == "tabbed")
    }

    @Test("Return commits the text and ends editing")
    func returnCommits() throws {
        let log = EditLog()
        let driver = makeDriver(log)
        try click(driver, after: 0)
        driver.type("done")
        driver.press(.return)
        driver.type("more")
        #expect(value(driver) == "done")
        #expect(log.entries == ["editing true", "commit done", "editing false"])
    }

    @Test("The caret is solid after typing, then fades out on the clock after half a second")
    func caretBlinks() throws {
        let driver = makeDriver()
        try click(driver, after: 0)
        driver.type("ab")
        let caret = try #require(caretFill(in: driver.makeDisplayList()))
        #expect(caret.alpha == 1)
        #expect(caret.rect.width == 2)
        #expect(abs(caret.rect.midX - (2 * advance)) < 1e-9, "the caret is after the second character")
        driver.step(0.25)
        #expect(caretFill(in: driver.makeDisplayList())?.alpha == 1)
        driver.step(0.5)
        let fading = try #require(caretFill(in: driver.makeDisplayList()))
        #expect(fading.alpha > 0 && fading.alpha < 1)
    }

    @Test("A disabled field draws its text in the placeholder grey and takes no click, focus or typing")
    func disabledField() throws {
        let driver = InteractionDriver(
            TextField("Name", text: .constant("Read only")).disabled(true).accessibilityIdentifier("field"),
            device: Device(name: "canvas", size: CGSize(width: 200, height: 100), safeAreaInsets: EdgeInsets(), scale: 2))
        let grey = Color.placeholderText.resolve(in: EnvironmentValues())
        #expect(texts(in: driver.makeDisplayList()).first { $0.0 == "Read only" }?.1 == grey)
        try click(driver, after: 4)
        driver.type("X")
        driver.settle()
        #expect(try field(driver).text == "Read only")
        #expect(caretFill(in: driver.makeDisplayList()) == nil, "no caret: the field did not take focus")
    }

    // MARK: Reading the display list

    private func texts(in list: DisplayList) -> [(String, RGBA)] {
        list.items.flatMap { item -> [(String, RGBA)] in
            switch item {
            case .text(let run, _, let color): [(run.string, color)]
            case .group(_, let inner): texts(in: inner)
            default: []
            }
        }
    }

    /// The caret: the only fill 2 points wide in the list, with its rect in its node's coordinates.
    private func caretFill(in list: DisplayList) -> (rect: CGRect, alpha: Double)? {
        for item in list.items {
            switch item {
            case .fill(let path, let color, _) where path.boundingRect.width == 2:
                return (path.boundingRect, color.alpha)
            case .group(_, let inner):
                if let found = caretFill(in: inner) { return found }
            default:
                continue
            }
        }
        return nil
    }
}
