/// A scheduler that runs each action at once, on the current thread, as Combine's `ImmediateScheduler`; its time
/// stands still, so timed actions run at once too.
public struct ImmediateScheduler: Scheduler {
    public typealias SchedulerOptions = Never

    /// The immediate scheduler's time, as Combine's `ImmediateScheduler.SchedulerTimeType`: it does not move.
    public struct SchedulerTimeType: Strideable, Hashable, Sendable {
        public func distance(to other: SchedulerTimeType) -> Stride { 0 }
        public func advanced(by n: Stride) -> SchedulerTimeType { self }

        /// A span of immediate time, in seconds.
        public struct Stride: _SecondsStride, Sendable {
            public var magnitude: Double
            public var timeIntervalInSeconds: Double { magnitude }
            public init(secondsValue: Double) { magnitude = secondsValue }
        }
    }

    /// The one immediate scheduler.
    public static let shared = ImmediateScheduler()

    public var now: SchedulerTimeType { SchedulerTimeType() }
    public var minimumTolerance: SchedulerTimeType.Stride { 0 }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        action()
    }

    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void) {
        action()
    }

    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) -> any Cancellable {
        action()
        return AnyCancellable {}
    }
}
