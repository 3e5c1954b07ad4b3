import Dispatch

extension DispatchQueue: Scheduler {
    /// A dispatch queue's time, as Combine's `DispatchQueue.SchedulerTimeType`: a dispatch time.
    public struct SchedulerTimeType: Strideable, Hashable, Sendable {
        /// The dispatch time.
        public var dispatchTime: DispatchTime

        public init(_ time: DispatchTime) { dispatchTime = time }

        public func distance(to other: SchedulerTimeType) -> Stride {
            let start = dispatchTime.uptimeNanoseconds
            let end = other.dispatchTime.uptimeNanoseconds
            return Stride(secondsValue: end >= start ? Double(end - start) / 1e9 : -Double(start - end) / 1e9)
        }

        public func advanced(by n: Stride) -> SchedulerTimeType {
            SchedulerTimeType(dispatchTime + n.timeIntervalInSeconds)
        }

        public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool { lhs.dispatchTime == rhs.dispatchTime }
        public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }

        /// A span of dispatch time, as Combine's `DispatchQueue.SchedulerTimeType.Stride`: `magnitude` in
        /// nanoseconds.
        public struct Stride: _SecondsStride, Sendable {
            /// The span in nanoseconds.
            public var magnitude: Int
            public var timeIntervalInSeconds: Double { Double(magnitude) / 1e9 }
            /// The span as a dispatch interval.
            public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

            public init(_ timeInterval: DispatchTimeInterval) {
                switch timeInterval {
                case .seconds(let s): magnitude = s * 1_000_000_000
                case .milliseconds(let ms): magnitude = ms * 1_000_000
                case .microseconds(let us): magnitude = us * 1_000
                case .nanoseconds(let ns): magnitude = ns
                default: magnitude = .max
                }
            }

            public init(secondsValue: Double) { magnitude = Int((secondsValue * 1e9).rounded()) }
        }
    }

    /// How an action scheduled on a dispatch queue runs, as Combine's `DispatchQueue.SchedulerOptions`.
    public struct SchedulerOptions {
        public var qos: DispatchQoS
        public var flags: DispatchWorkItemFlags
        public var group: DispatchGroup?

        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }

    public var now: SchedulerTimeType { SchedulerTimeType(DispatchTime.now()) }
    public var minimumTolerance: SchedulerTimeType.Stride { SchedulerTimeType.Stride(secondsValue: 0) }

    /// Runs `action` asynchronously on the queue (on `DispatchQueue.main`, in the main run loop's next turn).
    /// As in Combine, the action is not required to be `Sendable`: the caller chose the queue it runs on.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let options = options ?? SchedulerOptions()
        nonisolated(unsafe) let action = action
        async(group: options.group, qos: options.qos, flags: options.flags) { action() }
    }

    /// Runs `action` on the queue at `date`.
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let options = options ?? SchedulerOptions()
        nonisolated(unsafe) let action = action
        asyncAfter(deadline: date.dispatchTime, qos: options.qos, flags: options.flags) { action() }
    }

    /// Runs `action` on the queue at `date` and every `interval`, from a dispatch timer, until cancelled.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) -> any Cancellable {
        nonisolated(unsafe) let action = action
        let timer = DispatchSource.makeTimerSource(queue: self)
        timer.schedule(deadline: date.dispatchTime, repeating: .nanoseconds(max(interval.magnitude, 1)), leeway: .nanoseconds(tolerance.magnitude))
        timer.setEventHandler { action() }
        timer.resume()
        nonisolated(unsafe) let source = timer
        return AnyCancellable { source.cancel() }
    }
}
