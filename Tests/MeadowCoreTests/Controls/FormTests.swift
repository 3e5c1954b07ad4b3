import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// A settings form of two sections, the first with a header, the second with a footer.
@MainActor
private func settingsForm() -> some View {
    Form {
        Section("Notifications") {
            Toggle("Show previews", isOn: .constant(true))
            Text("Sounds")
        }
        Section {
            Text("Badges")
        } footer: {
            Text("Footnote")
        }
    }
}

@MainActor
@Suite("Form is an inset grouped list, as on iPhone")
struct FormTests {
    @Test("A form's sections are cards 16 from the sides, 44-point rows, headers and footers in footnote")
    func insetGroupedSections() {
        // swiftui-system-metrics.md §2, as ListLayoutTests checks for an inset grouped list.
        let tree = LayoutHarness(settingsForm(), size: CGSize(width: 393, height: 600)).layoutTree
        expectFrame(tree.node(kind: .list), rect(0, 0, 393, 600))
        let cells = rows(tree)
        #expect(cells.count == 5)
        expectFrame(cells[0], rect(16, 22, 361, 13))
        expectFrame(cells[1], rect(16, 41, 361, 44))
        expectFrame(cells[2], rect(16, 85, 361, 44))
        expectFrame(cells[3], rect(16, 155, 361, 44))
        expectFrame(cells[4], rect(16, 205, 361, 13))
        expectFrame(tree.node(text: "NOTIFICATIONS"), rect(32, 22, 84.5, 13))
        expectFrame(tree.node(text: "Badges"), rect(32, 168.5, 51, 17))
    }

    @Test("A form keeps its grouped look inside a plain list style")
    func ignoresPlainStyle() {
        let plain = LayoutHarness(settingsForm().listStyle(.plain), size: CGSize(width: 393, height: 600)).layoutTree
        let form = LayoutHarness(settingsForm(), size: CGSize(width: 393, height: 600)).layoutTree
        #expect(rows(plain).map(\.frame) == rows(form).map(\.frame))
    }
}
