import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// A search field over forty rows, in a `List` or a `ScrollView`, with the scroll dismissal mode under test.
private struct Rows: View {
    let inList: Bool
    let mode: ScrollDismissesKeyboardMode?
    @State private var query = ""

    var body: some View {
        Group {
            if inList {
                List { content }
            } else {
                ScrollView { VStack(spacing: 0) { content } }
            }
        }
        .modifier(Dismissal(mode: mode))
    }

    @ViewBuilder private var content: some View {
        TextField("Search", text: $query).frame(height: 44)
        ForEach(0..<40) { Text("Row \($0)").frame(height: 44) }
    }
}

/// `scrollDismissesKeyboard(mode)`, or nothing when `mode` is nil.
private struct Dismissal: ViewModifier {
    let mode: ScrollDismissesKeyboardMode?

    func body(content: Content) -> some View {
        if let mode { content.scrollDismissesKeyboard(mode) } else { content }
    }
}

/// `scrollDismissesKeyboard(_:)`: a drag that scrolls ends the editing of a text field as iOS 16 dismisses the
/// keyboard, by the mode.
@MainActor
@Suite("scrollDismissesKeyboard")
struct ScrollDismissesKeyboardTests {
    /// Whether the search field still edits after a click on it and a drag up the middle of the screen.
    private func editsAfterScrolling(inList: Bool, mode: ScrollDismissesKeyboardMode?) throws -> Bool {
        let driver = InteractionDriver(Rows(inList: inList, mode: mode), device: canvas(393, 600))
        driver.tap(try #require(driver.find(text: "Search")))
        #expect(driver.graph.focus.focused is any TextInputClient)
        driver.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 200))
        driver.settle()
        return driver.graph.focus.focused is any TextInputClient
    }

    @Test("By default a drag that scrolls a list ends editing, and one that scrolls a scroll view does not (iOS 16)")
    func automatic() throws {
        #expect(try editsAfterScrolling(inList: true, mode: nil) == false)
        #expect(try editsAfterScrolling(inList: false, mode: nil) == true)
        #expect(try editsAfterScrolling(inList: true, mode: .automatic) == false)
    }

    @Test("immediately ends editing as a drag scrolls a scroll view; never keeps it in a list")
    func explicitModes() throws {
        #expect(try editsAfterScrolling(inList: false, mode: .immediately) == false)
        #expect(try editsAfterScrolling(inList: true, mode: .never) == true)
    }

    @Test("interactively keeps editing: there is no software keyboard for the drag to pull down")
    func interactively() throws {
        #expect(try editsAfterScrolling(inList: true, mode: .interactively) == true)
        #expect(try editsAfterScrolling(inList: false, mode: .interactively) == true)
    }

    @Test("The environment's scrollDismissesKeyboardMode reads what the modifier sets")
    func environment() {
        var values = EnvironmentValues()
        #expect(values.scrollDismissesKeyboardMode.endsEditingOnDrag(inList: true))
        values.scrollDismissesKeyboardMode = .never
        #expect(!values.scrollDismissesKeyboardMode.endsEditingOnDrag(inList: true))
    }
}
