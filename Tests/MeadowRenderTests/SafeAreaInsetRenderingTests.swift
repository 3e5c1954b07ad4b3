import Foundation
import MeadowCore
import MeadowTesting
import Testing

/// A plain list of thirty rows under a translucent bottom bar added with `safeAreaInset(edge: .bottom)`.
private struct ListWithBottomBar: View {
    var body: some View {
        List(1...30, id: \.self) { number in
            Text("Row \(number)")
        }
        .listStyle(.plain)
        .safeAreaInset(edge: .bottom, spacing: 0) {
            HStack {
                Text("30 rows")
                Spacer()
                Text("Add").foregroundStyle(.blue)
            }
            .padding()
            .background(Color.yellow.opacity(0.8))
        }
    }
}

@MainActor
@Suite("Safe-area inset rendering")
struct SafeAreaInsetRenderingTests {
    let snapshots = SnapshotAssertion()

    @Test("A bottom bar from safeAreaInset sits above the home indicator, with the list's rows showing under it")
    func bottomBarOverList() {
        // [APPLE:view/safeareainset(edge:alignment:spacing:content:)-4s51l] and §7: the list keeps its whole frame,
        // so rows are drawn under the translucent bar; the bar sits at the bottom of the safe area.
        let harness = ViewHarness(ListWithBottomBar())
        snapshots.assertMatches(harness.renderImage(), named: "safe-area-inset-bottom-bar")
    }
}
