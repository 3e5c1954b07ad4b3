import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// A refresh the test holds open until it finishes it.
@MainActor
private final class RefreshProbe {
    private(set) var runs = 0
    private var continuation: CheckedContinuation<Void, Never>?

    func run() async {
        runs += 1
        await withCheckedContinuation { continuation = $0 }
    }

    func finish() {
        continuation?.resume()
        continuation = nil
    }
}

/// Lets the tasks the main actor has queued (a refresh started or finished) run.
@MainActor
private func runQueuedTasks() async {
    for _ in 0..<20 { await Task.yield() }
}

@MainActor
@Suite("refreshable")
struct RefreshableTests {
    private func indicatorCount(_ driver: InteractionDriver) -> Int {
        driver.layoutTree.allNodes.filter { $0.kind == .custom("ActivityIndicator") }.count
    }

    @Test("Pulled down past 100 points and released, a list shows the activity indicator, stays 60 down while the action runs, and springs back when it returns")
    func pullToRefresh() async throws {
        let probe = RefreshProbe()
        let driver = InteractionDriver(
            List(0..<30) { Text("Row \($0)") }.refreshable { await probe.run() }, device: canvas(393, 600))
        let top = try #require(driver.find(text: "Row 0")).frame.minY
        #expect(indicatorCount(driver) == 0, "at rest the indicator is not in the tree")
        // 300 points of drag pull the content (1 − 1/(300·0.55/600 + 1))·600 ≈ 129 points down, past the trigger.
        driver.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 400), duration: 0.5)
        await runQueuedTasks()
        #expect(probe.runs == 1)
        driver.step(1)
        #expect(driver.find(text: "Row 0")?.frame.minY == top + 60)
        #expect(indicatorCount(driver) == 1)
        // The 20-point indicator centred in the 60 points uncovered above the content, which starts at 0 at rest.
        expectFrame(driver.layoutTree.node(kind: .custom("ActivityIndicator")), rect(186.5, 20, 20, 20))
        probe.finish()
        await runQueuedTasks()
        driver.step(1)
        #expect(driver.find(text: "Row 0")?.frame.minY == top)
        #expect(indicatorCount(driver) == 0)
        #expect(probe.runs == 1)
    }

    @Test("A pull short of the trigger distance springs back without refreshing")
    func shortPull() async throws {
        let probe = RefreshProbe()
        let driver = InteractionDriver(
            ScrollView { Text("Content") }.refreshable { await probe.run() }, device: canvas(393, 600))
        let top = try #require(driver.find(text: "Content")).frame.minY
        // 100 points of drag pull the content ≈ 50 points down.
        driver.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 200), duration: 0.5)
        await runQueuedTasks()
        driver.step(1)
        #expect(probe.runs == 0)
        #expect(driver.find(text: "Content")?.frame.minY == top)
    }

    @Test("refreshable puts a RefreshAction in the environment that runs the action")
    func environmentAction() async {
        let probe = RefreshProbe()
        var environment = EnvironmentValues()
        #expect(environment.refresh == nil)
        environment.refresh = RefreshAction { await probe.run() }
        let task = Task { await environment.refresh?() }
        await runQueuedTasks()
        #expect(probe.runs == 1)
        probe.finish()
        await task.value
    }
}
