import Foundation

/// Lets the tasks a test's views or models started run until `done` holds, or gives up once it has let them run
/// for `seconds` (ten minutes unless told) in turns of a millisecond or more. A task resumes on the main actor
/// (after a cancelled `Task.sleep`, or a sleep on a manual clock), which other suites running in parallel may hold
/// for long stretches (the compositor's every-frame tests; far longer under a sanitizer). So the wait counts its
/// own turns, not the wall clock: time another suite held the main actor is no time the task had. Nothing is
/// timed; the wait only ends early.
///
/// Each turn is one sleep: `done` runs again as soon as the main actor is free a millisecond later, before any
/// task that went to sleep after it for longer, as a window draws a frame after each pass of its run loop. A task
/// that changes state and sleeps 100 ms before changing it back (the launcher showing an app for a frame) is so
/// seen by `done` in between however long other suites hold the main actor, which a second trip through the main
/// actor's queue in each turn (a `Task.yield()` before the sleep) would not promise.
@MainActor
public func runTasks(atMost seconds: TimeInterval = 600, until done: () -> Bool) async {
    var turns = Int(seconds * 1000)
    while !done(), turns > 0 {
        try? await Task.sleep(nanoseconds: 1_000_000)
        turns -= 1
    }
}
