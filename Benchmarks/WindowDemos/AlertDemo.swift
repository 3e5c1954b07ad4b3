import Meadow

/// A button in the middle of the screen that presents an alert with a message and one OK button (SwiftUI's
/// `alert(_:isPresented:actions:message:)`).
struct AlertDemo: View {
    @State private var isPresented = false

    var body: some View {
        Button("Show Alert") { isPresented = true }
            .alert("Delete the draft?", isPresented: $isPresented) {
                Button("OK") {}
            } message: {
                Text("This cannot be undone.")
            }
    }
}
