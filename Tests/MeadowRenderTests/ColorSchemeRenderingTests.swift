import Foundation
import MeadowCore
import MeadowTesting
import Testing

/// A small settings list: two toggles, a section of rows with secondary and blue text and an empty text field.
private struct DarkList: View {
    var body: some View {
        List {
            Toggle("Favorites only", isOn: .constant(true))
            Toggle("Show closed trails", isOn: .constant(false))
            Section("Landmarks") {
                HStack {
                    Text("Turtle Rock")
                    Spacer()
                    Text("Joshua Tree").foregroundStyle(.secondary)
                }
                Text("Silver Salmon Creek").foregroundColor(.blue)
                TextField("Search", text: .constant(""))
            }
        }
        .preferredColorScheme(.dark)
    }
}

@MainActor
@Suite("Color scheme rendering")
struct ColorSchemeRenderingTests {
    let snapshots = SnapshotAssertion()

    @Test("A list in dark mode: black background, #1C1C1E cards, white and grey labels, dark green and blue, dark separators")
    func darkList() {
        let harness = ViewHarness(DarkList(), size: CGSize(width: 393, height: 340))
        snapshots.assertMatches(harness.renderImage(), named: "list-dark-mode")
    }
}
