import Foundation
import MeadowCore
import MeadowTesting
import Testing

/// A refresh the test holds open until it finishes it, so the snapshot does not depend on how long the test takes.
@MainActor
private final class HeldRefresh {
    private var continuation: CheckedContinuation<Void, Never>?

    func run() async {
        await withCheckedContinuation { continuation = $0 }
    }

    func finish() {
        continuation?.resume()
        continuation = nil
    }
}

/// A refreshable inbox under a navigation bar, refreshing until the test finishes the refresh.
private struct Inbox: View {
    let refresh: HeldRefresh

    var body: some View {
        NavigationStack {
            List(["Dinner on Friday?", "Your order has shipped", "Minutes of the meeting", "Photos from the trip"], id: \.self) {
                Text($0)
            }
            .navigationTitle("Inbox")
            .refreshable { await refresh.run() }
        }
    }
}

@MainActor
@Suite("Refresh rendering")
struct RefreshRenderingTests {
    let snapshots = SnapshotAssertion(filePath: #filePath)

    @Test("A list pulled down and released while refreshing: the grey activity indicator above the rows, the rows 60 points down")
    func refreshing() async {
        let refresh = HeldRefresh()
        let driver = SnapshotDriver(Inbox(refresh: refresh), device: Device(name: "canvas", size: CGSize(width: 393, height: 480), safeAreaInsets: EdgeInsets(), scale: 2))
        driver.drag(from: CGPoint(x: 200, y: 150), to: CGPoint(x: 200, y: 450), duration: 0.5)
        for _ in 0..<20 { await Task.yield() }
        driver.step(1)
        snapshots.assertMatches(driver.snapshot(), named: "list-refreshing")
        refresh.finish()
    }
}
