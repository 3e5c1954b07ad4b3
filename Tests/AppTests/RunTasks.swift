import Foundation

/// Lets the app's tasks run until `done` holds, or gives up once it has let them run for `seconds` (ten minutes
/// unless told) in turns of a millisecond or more. It counts its own turns, not the wall clock: a task woken by the
/// manual clock hops back to the main actor, which other suites running in parallel may hold for long stretches,
/// and time they held it is no time the task had. Nothing is timed; the wait only ends early.
@MainActor
func runTasks(atMost seconds: TimeInterval = 600, until done: () -> Bool) async {
    var turns = Int(seconds * 1000)
    while !done(), turns > 0 {
        await Task.yield()
        try? await Task.sleep(nanoseconds: 1_000_000)
        turns -= 1
    }
}
