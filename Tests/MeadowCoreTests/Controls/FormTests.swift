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

/// The first section of `settingsForm` as a view of its own, as apps split long forms.
private struct NotificationsSection: View {
    var body: some View {
        Section("Notifications") {
            Toggle("Show previews", isOn: .constant(true))
            Text("Sounds")
        }
    }
}

/// A view of its own around `NotificationsSection`: custom views are unwrapped however deep the section is.
private struct WrappedNotificationsSection: View {
    var body: some View { NotificationsSection() }
}

/// A custom section whose button shows one more row, from the view's own state.
private struct ExpandingSection: View {
    @State private var expanded = false

    var body: some View {
        Section("More") {
            Button("Expand") { expanded = true }
            if expanded { Text("Extra") }
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

    @Test("A custom view whose body is a Section is a section of the form, header and all, as SwiftUI unwraps it")
    func customSectionView() {
        let size = CGSize(width: 393, height: 600)
        let form = LayoutHarness(settingsForm(), size: size).layoutTree
        let direct = LayoutHarness(formOpening(with: NotificationsSection()), size: size).layoutTree
        let wrapped = LayoutHarness(formOpening(with: WrappedNotificationsSection()), size: size).layoutTree
        for tree in [direct, wrapped] {
            #expect(rows(tree).map(\.frame) == rows(form).map(\.frame))
            expectFrame(tree.node(text: "NOTIFICATIONS"), rect(32, 22, 84.5, 13))
        }
    }

    /// `settingsForm` with `first` in place of its first section.
    private func formOpening<First: View>(with first: First) -> some View {
        Form {
            first
            Section {
                Text("Badges")
            } footer: {
                Text("Footnote")
            }
        }
    }

    @Test("A custom section's own state changes its rows: a tap on its button adds one under it")
    func customSectionState() {
        let driver = InteractionDriver(Form { ExpandingSection() }, device: canvas(393, 600))
        expectFrame(driver.find(text: "MORE"), rect(32, 22, 26, 13))
        #expect(driver.find(text: "Extra") == nil)
        driver.tap(driver.find(text: "Expand")!)
        driver.settle()
        // The second row of the card: 41 + 44, its text centred in 44.
        expectFrame(driver.find(text: "Extra"), rect(32, 98.5, 42.5, 17))
    }

    @Test("A form keeps its grouped look inside a plain list style")
    func ignoresPlainStyle() {
        let plain = LayoutHarness(settingsForm().listStyle(.plain), size: CGSize(width: 393, height: 600)).layoutTree
        let form = LayoutHarness(settingsForm(), size: CGSize(width: 393, height: 600)).layoutTree
        #expect(rows(plain).map(\.frame) == rows(form).map(\.frame))
    }
}
