/// A scheduler that runs each action at once, on the current thread, as Combine's `ImmediateScheduler`.
public struct ImmediateScheduler: Scheduler {
    public typealias SchedulerOptions = Never

    /// The one immediate scheduler.
    public static let shared = ImmediateScheduler()

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        action()
    }
}
