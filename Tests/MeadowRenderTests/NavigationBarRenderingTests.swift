import Foundation
import MeadowCore
import MeadowTesting
import Testing

/// A navigation stack over a tall scroll view of coloured rows, as a list under a large title.
private struct StripedStack: View {
    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 12) {
                    ForEach(0..<12, id: \.self) { row in
                        RoundedRectangle(cornerRadius: 12)
                            .fill(row % 2 == 0 ? Color.orange : Color.blue)
                            .frame(height: 80)
                    }
                }
                .padding(.horizontal)
            }
            .navigationTitle("Wiki Lists")
        }
    }
}

@MainActor
@Suite("Navigation bar rendering")
struct NavigationBarRenderingTests {
    let snapshots = SnapshotAssertion()

    @Test("The large title at rest, half collapsed after 30 points, and collapsed into the inline bar with material and hairline")
    func largeTitleCollapse() {
        let driver = SnapshotDriver(StripedStack(), device: .iPhone15)
        snapshots.assertMatches(driver.snapshot(), named: "navigation-large-title")
        driver.scroll(at: CGPoint(x: 196, y: 400), by: CGSize(width: 0, height: 30))
        snapshots.assertMatches(driver.snapshot(), named: "navigation-large-title-scrolled-30")
        driver.scroll(at: CGPoint(x: 196, y: 400), by: CGSize(width: 0, height: 120))
        snapshots.assertMatches(driver.snapshot(), named: "navigation-large-title-collapsed")
    }
}
