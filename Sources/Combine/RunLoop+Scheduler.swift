import Foundation

extension RunLoop: Scheduler {
    /// A run loop's time, as Combine's `RunLoop.SchedulerTimeType`: a date.
    public struct SchedulerTimeType: Strideable, Hashable, Codable, Sendable {
        /// The date.
        public var date: Date

        public init(_ date: Date) { self.date = date }

        public func distance(to other: SchedulerTimeType) -> Stride { Stride(other.date.timeIntervalSince(date)) }
        public func advanced(by n: Stride) -> SchedulerTimeType { SchedulerTimeType(date.addingTimeInterval(n.magnitude)) }

        /// A span of run-loop time in seconds, as Combine's `RunLoop.SchedulerTimeType.Stride`.
        public struct Stride: _SecondsStride, Codable, Sendable {
            /// The span in seconds.
            public var magnitude: TimeInterval
            /// The span in seconds.
            public var timeInterval: TimeInterval { magnitude }
            public var timeIntervalInSeconds: Double { magnitude }

            public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }
            public init(secondsValue: Double) { magnitude = secondsValue }
        }
    }

    /// How an action scheduled on a run loop runs, as Combine's `RunLoop.SchedulerOptions`: there are none.
    public struct SchedulerOptions {}

    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }
    public var minimumTolerance: SchedulerTimeType.Stride { SchedulerTimeType.Stride(0) }

    /// Runs `action` in the run loop's next turn (for `RunLoop.main`, when the app's event loop next runs it).
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        // Combine's actions are not `Sendable`; the run loop runs each once, on its own thread, as Combine's does.
        nonisolated(unsafe) let action = action
        perform { action() }
    }

    /// Runs `action` at `date`, from a timer on this run loop in its common modes.
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void) {
        nonisolated(unsafe) let action = action
        let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in action() }
        timer.tolerance = tolerance.magnitude
        add(timer, forMode: .common)
    }

    /// Runs `action` at `date` and every `interval`, from a repeating timer on this run loop, until cancelled.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) -> any Cancellable {
        nonisolated(unsafe) let action = action
        let timer = Timer(fire: date.date, interval: interval.magnitude, repeats: true) { _ in action() }
        timer.tolerance = tolerance.magnitude
        add(timer, forMode: .common)
        return AnyCancellable { timer.invalidate() }
    }
}
