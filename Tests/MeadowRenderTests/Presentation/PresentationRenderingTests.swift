import Foundation
import MeadowCore
import MeadowTesting
import Testing

/// A notes list in a navigation stack, the screen the presentations below are shown over.
private struct Notes: View {
    var body: some View {
        NavigationStack {
            List {
                ForEach(["Groceries", "Trip to Lyon", "Book club", "Ideas"], id: \.self) { Text($0) }
            }
            .navigationTitle("Notes")
        }
    }
}

/// The notes screen asking whether to delete a note: a two-button alert with a message.
private struct DeleteAlert: View {
    @State private var asking = true

    var body: some View {
        Notes()
            .alert("Delete “Groceries”?", isPresented: $asking) {
                Button("Delete", role: .destructive) {}
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("This note will be deleted from all your devices.")
            }
    }
}

/// The notes screen with a sheet for a new note.
private struct NewNoteSheet: View {
    @State private var composing = true

    var body: some View {
        Notes()
            .sheet(isPresented: $composing) {
                NavigationStack {
                    List {
                        Text("Title")
                        Text("Body")
                    }
                    .navigationTitle("New Note")
                    .navigationBarTitleDisplayMode(.inline)
                }
            }
    }
}

/// The notes screen asking how to share a note: a dialog with a title, a message and three actions.
private struct ShareDialog: View {
    @State private var sharing = true

    var body: some View {
        Notes()
            .confirmationDialog("Share “Ideas”", isPresented: $sharing, titleVisibility: .visible) {
                Button("Send a Copy") {}
                Button("Collaborate") {}
                Button("Delete Note", role: .destructive) {}
            } message: {
                Text("Choose how others see this note.")
            }
    }
}

@MainActor
@Suite("Presentation rendering")
struct PresentationRenderingTests {
    let snapshots = SnapshotAssertion(filePath: #filePath)
    let device = Device.named("iPhone 14")!.withScale(2)

    @Test("An alert: the window dimmed, a 270-point rounded panel centred with a semibold title, a message, and Cancel and a red Delete side by side under hairlines")
    func alert() {
        let driver = SnapshotDriver(DeleteAlert(), device: device)
        driver.settle()
        snapshots.assertMatches(driver.snapshot(), named: "alert-two-buttons")
    }

    @Test("A sheet: the notes screen dimmed behind a white card with rounded top corners from 10 points below the safe area")
    func sheet() {
        let driver = SnapshotDriver(NewNoteSheet(), device: device)
        driver.settle()
        snapshots.assertMatches(driver.snapshot(), named: "sheet")
    }

    @Test("A confirmation dialog: grey title and message over three 57-point actions in a rounded group, a semibold Cancel apart below it")
    func confirmationDialog() {
        let driver = SnapshotDriver(ShareDialog(), device: device)
        driver.settle()
        snapshots.assertMatches(driver.snapshot(), named: "confirmation-dialog")
    }
}
