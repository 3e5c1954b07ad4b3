import Foundation

extension Publishers {
    /// Sends at most one value per `interval`, as Combine's `Publishers.Throttle`: the first value at once, then
    /// at the end of each interval the latest (or first) value that came during it.
    public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let interval: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let latest: Bool

        public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool) {
            self.upstream = upstream
            self.interval = interval
            self.scheduler = scheduler
            self.latest = latest
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let relay = Relay(subscriber)
            relay.start()
            let scheduler = scheduler
            let interval = interval
            let latest = latest
            var pending: Output?
            var windowOpen = false
            func closeWindow() {
                let value = relay.withLock { () -> Output? in
                    let value = pending
                    pending = nil
                    windowOpen = value != nil
                    return value
                }
                guard let value else { return }
                relay.send(value)
                scheduler.schedule(after: scheduler.now.advanced(by: interval), tolerance: scheduler.minimumTolerance, options: nil) { closeWindow() }
            }
            relay.attach(
                upstream,
                value: { value in
                    let sendsNow = relay.withLock { () -> Bool in
                        if windowOpen {
                            if latest || pending == nil { pending = value }
                            return false
                        }
                        windowOpen = true
                        return true
                    }
                    guard sendsNow else { return }
                    scheduler.schedule(options: nil) { relay.send(value) }
                    scheduler.schedule(after: scheduler.now.advanced(by: interval), tolerance: scheduler.minimumTolerance, options: nil) { closeWindow() }
                },
                completion: { completion in scheduler.schedule(options: nil) { relay.finish(completion) } })
        }
    }
}

extension Publisher {
    /// Sends at most one value per `interval`, the latest or the first of each, as Combine's
    /// `throttle(for:scheduler:latest:)`.
    public func throttle<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool) -> Publishers.Throttle<Self, S> {
        Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
    }
}
