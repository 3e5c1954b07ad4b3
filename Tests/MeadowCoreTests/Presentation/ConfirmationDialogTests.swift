import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// A settings screen whose Sign Out button confirms in a dialog.
private struct SignOut: View {
    let probe: StateProbe<Bool>
    let signedOut: CallCounter
    var titleVisibility = Visibility.visible
    @State private var asking = false

    var body: some View {
        let _ = probe.binding = $asking
        Button("Account") { asking = true }
            .confirmationDialog("Sign out?", isPresented: $asking, titleVisibility: titleVisibility) {
                Button("Sign Out", role: .destructive) { signedOut.record() }
            } message: {
                Text("You can sign in again later.")
            }
    }
}

/// The older action sheet with two buttons and a cancel.
private struct LegacySheet: View {
    let probe: StateProbe<Bool>
    let chosen: CallCounter
    @State private var choosing = true

    var body: some View {
        let _ = probe.binding = $choosing
        Color.clear.actionSheet(isPresented: $choosing) {
            ActionSheet(
                title: Text("Photo"), message: nil,
                buttons: [.default(Text("Take Photo")) { chosen.record() }, .default(Text("Choose Photo")), .cancel()])
        }
    }
}

/// A dialog whose actions are made from the file it is about.
private struct FileActions: View {
    let file: String?
    let deleted: StateProbe<String>
    @State private var asking = true

    var body: some View {
        Color.clear.confirmationDialog("File", isPresented: $asking, presenting: file) { file in
            Button("Delete \(file)", role: .destructive) { deleted.set(file) }
        }
    }
}

@MainActor
@Suite("Confirmation dialog")
struct ConfirmationDialogTests {
    private func button(_ text: String, in tree: LayoutNode) -> LayoutNode? {
        tree.allNodes.first { $0.kind == .button && $0.node(text: text) != nil }
    }

    @Test("A dialog sits 8 points from the sides above the home indicator: a Cancel alone at the bottom, the actions 8 above under the title and message")
    func frames() throws {
        let probe = StateProbe<Bool>()
        let driver = InteractionDriver(SignOut(probe: probe, signedOut: CallCounter()), device: iPhone14)
        driver.tap(try #require(driver.find(text: "Account")))
        driver.settle()
        let tree = driver.layoutTree
        // The Cancel SwiftUI adds on iPhone ends 34 above the bottom.
        expectFrame(button("Cancel", in: tree), rect(8, 810 - 57, 374, 57))
        // Above it, 8 apart: a 14 + 13 + 4 + 13 + 14 header and one 57-point button.
        expectFrame(button("Sign Out", in: tree), rect(8, 753 - 8 - 57, 374, 57))
        expectFrame(tree.node(text: "Sign out?"), rect(8 + 16 + (342 - 58.5) / 2, 753 - 8 - 115 + 14, 58.5, 13))
        expectFrame(tree.node(text: "You can sign in again later."), rect(8 + 16 + (342 - 182) / 2, 753 - 8 - 115 + 31, 182, 13))
    }

    @Test("With automatic title visibility an iPhone dialog shows only its message")
    func automaticHidesTitle() {
        let probe = StateProbe<Bool>()
        let driver = InteractionDriver(
            SignOut(probe: probe, signedOut: CallCounter(), titleVisibility: .automatic), device: iPhone14)
        probe.set(true)
        driver.settle()
        #expect(driver.find(text: "Sign out?") == nil)
        #expect(driver.find(text: "You can sign in again later.") != nil)
    }

    @Test("Tapping an action runs it and dismisses; Cancel and Escape only dismiss")
    func tapping() throws {
        let probe = StateProbe<Bool>()
        let signedOut = CallCounter()
        let driver = InteractionDriver(SignOut(probe: probe, signedOut: signedOut), device: iPhone14)
        probe.set(true)
        driver.settle()
        driver.tap(try #require(button("Cancel", in: driver.layoutTree)))
        #expect(probe.value == false)
        #expect(signedOut.count == 0)
        driver.settle()
        probe.set(true)
        driver.settle()
        driver.press(.escape)
        #expect(probe.value == false)
        driver.settle()
        probe.set(true)
        driver.settle()
        driver.tap(try #require(button("Sign Out", in: driver.layoutTree)))
        #expect(signedOut.count == 1)
        #expect(probe.value == false)
    }

    @Test("actionSheet(isPresented:content:) shows its title and buttons, the cancel one last and apart")
    func legacyActionSheet() throws {
        let probe = StateProbe<Bool>()
        let chosen = CallCounter()
        let driver = InteractionDriver(LegacySheet(probe: probe, chosen: chosen), device: iPhone14)
        let tree = driver.layoutTree
        #expect(tree.node(text: "Photo") != nil)
        expectFrame(button("Cancel", in: tree), rect(8, 753, 374, 57))
        expectFrame(button("Choose Photo", in: tree), rect(8, 745 - 57, 374, 57))
        expectFrame(button("Take Photo", in: tree), rect(8, 745 - 114, 374, 57))
        driver.tap(try #require(button("Take Photo", in: tree)))
        #expect(chosen.count == 1)
        #expect(probe.value == false)
    }

    @Test("confirmationDialog(presenting:) shows actions made from the data, and nothing while the data is nil")
    func presentingData() throws {
        let deleted = StateProbe<String>()
        var name = "notes.txt"
        deleted.binding = Binding(get: { name }, set: { name = $0 })
        #expect(InteractionDriver(FileActions(file: nil, deleted: deleted), device: iPhone14).find(text: "Cancel") == nil)
        let driver = InteractionDriver(FileActions(file: "draft.txt", deleted: deleted), device: iPhone14)
        driver.tap(try #require(driver.find(text: "Delete draft.txt")))
        #expect(name == "draft.txt")
    }
}
