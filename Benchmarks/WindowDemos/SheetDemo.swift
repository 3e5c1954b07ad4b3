import Meadow

/// A button in the middle of the screen that presents a sheet (SwiftUI's `sheet(isPresented:)`), whose own button
/// in its middle dismisses it.
struct SheetDemo: View {
    @State private var isPresented = false

    var body: some View {
        Button("Show Sheet") { isPresented = true }
            .sheet(isPresented: $isPresented) {
                VStack(spacing: 12) {
                    Text("A sheet").font(.title)
                    Button("Done") { isPresented = false }
                }
            }
    }
}
