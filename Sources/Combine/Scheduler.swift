/// Where and when a publisher's downstream work runs, as Combine's `Scheduler`, reduced to what
/// `receive(on:)` needs: running an action soon, in order. Timed scheduling (`schedule(after:)`, `now`,
/// tolerances, and the operators built on them such as `debounce`) is not provided.
public protocol Scheduler {
    /// Options that tune how an action runs on this scheduler.
    associatedtype SchedulerOptions

    /// Runs `action` on this scheduler, after the actions scheduled before it.
    func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
}

extension Scheduler {
    /// Runs `action` on this scheduler with its default options.
    public func schedule(_ action: @escaping () -> Void) {
        schedule(options: nil, action)
    }
}
