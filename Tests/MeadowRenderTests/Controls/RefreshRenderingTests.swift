import Foundation
import MeadowCore
import MeadowTesting
import Testing

/// A refreshable inbox under a navigation bar; its refresh never returns during the test.
private struct Inbox: View {
    var body: some View {
        NavigationStack {
            List(["Dinner on Friday?", "Your order has shipped", "Minutes of the meeting", "Photos from the trip"], id: \.self) {
                Text($0)
            }
            .navigationTitle("Inbox")
            .refreshable { try? await Task.sleep(nanoseconds: 60_000_000_000) }
        }
    }
}

@MainActor
@Suite("Refresh rendering")
struct RefreshRenderingTests {
    let snapshots = SnapshotAssertion(filePath: #filePath)

    @Test("A list pulled down and released while refreshing: the grey activity indicator above the rows, the rows 60 points down")
    func refreshing() async {
        let driver = SnapshotDriver(Inbox(), device: Device(name: "canvas", size: CGSize(width: 393, height: 480), safeAreaInsets: EdgeInsets(), scale: 2))
        driver.drag(from: CGPoint(x: 200, y: 150), to: CGPoint(x: 200, y: 450), duration: 0.5)
        for _ in 0..<20 { await Task.yield() }
        driver.step(1)
        snapshots.assertMatches(driver.snapshot(), named: "list-refreshing")
    }
}
