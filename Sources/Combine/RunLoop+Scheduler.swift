import Foundation

extension RunLoop: Scheduler {
    /// How an action scheduled on a run loop runs, as Combine's `RunLoop.SchedulerOptions`: there are none.
    public struct SchedulerOptions {}

    /// Runs `action` in the run loop's next turn (for `RunLoop.main`, when the app's event loop next runs it).
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        // Combine's actions are not `Sendable`; the run loop runs each once, on its own thread, as Combine's does.
        nonisolated(unsafe) let action = action
        perform { action() }
    }
}
