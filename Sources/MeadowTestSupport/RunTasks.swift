import Foundation

/// Lets the tasks a test's views or models started run until `done` holds, or gives up once it has let them run
/// for `seconds` (ten minutes unless told) in turns of a millisecond or more. A task resumes on the main actor
/// (after a cancelled `Task.sleep`, or a sleep on a manual clock), which other suites running in parallel may hold
/// for long stretches (the compositor's every-frame tests; far longer under a sanitizer). So the wait counts its
/// own turns, not the wall clock: time another suite held the main actor is no time the task had. Nothing is
/// timed; the wait only ends early.
@MainActor
public func runTasks(atMost seconds: TimeInterval = 600, until done: () -> Bool) async {
    var turns = Int(seconds * 1000)
    while !done(), turns > 0 {
        await Task.yield()
        try? await Task.sleep(nanoseconds: 1_000_000)
        turns -= 1
    }
}
