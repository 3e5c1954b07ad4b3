import Foundation

/// Lets the app's tasks run until `done` holds, or gives up after `seconds` (ten minutes unless told): a task woken
/// by the manual clock hops back to the main actor, which other suites running in parallel may hold for long
/// stretches. Nothing is timed; the wait only ends early.
@MainActor
func runTasks(atMost seconds: TimeInterval = 600, until done: () -> Bool) async {
    let deadline = Date().addingTimeInterval(seconds)
    while !done(), Date() < deadline {
        await Task.yield()
        try? await Task.sleep(nanoseconds: 1_000_000)
    }
}
