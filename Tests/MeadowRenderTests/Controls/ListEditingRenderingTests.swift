import Foundation
import MeadowCore
import MeadowTesting
import Testing

/// A to-do list in edit mode: rows that can be deleted and moved, one that cannot be deleted, and Done in the bar.
private struct EditingTodos: View {
    var body: some View {
        NavigationStack {
            List {
                ForEach(["Buy milk", "Walk the dog", "Call Mum", "Water the plants"], id: \.self) { todo in
                    Text(todo).deleteDisabled(todo == "Call Mum")
                }
                .onDelete { _ in }
                .onMove { _, _ in }
            }
            .navigationTitle("To Do")
            .toolbar { EditButton() }
        }
        .environment(\.editMode, .constant(.active))
    }
}

@MainActor
@Suite("List editing rendering")
struct ListEditingRenderingTests {
    let snapshots = SnapshotAssertion(filePath: #filePath)

    @Test("In edit mode rows show red delete circles at the leading edge, grey reorder lines at the trailing edge, and Done in the bar")
    func editMode() {
        let harness = ViewHarness(EditingTodos(), size: CGSize(width: 393, height: 420))
        snapshots.assertMatches(harness.renderImage(), named: "list-edit-mode")
    }
}
