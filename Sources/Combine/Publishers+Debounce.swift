import Foundation

extension Publishers {
    /// Sends a value only once its upstream has been quiet for `dueTime`, as Combine's `Publishers.Debounce`: the
    /// last of a burst (a search field's text once typing pauses), on the scheduler.
    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let dueTime: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let options: Context.SchedulerOptions?

        public init(upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.dueTime = dueTime
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let relay = Relay(subscriber)
            relay.start()
            let scheduler = scheduler
            let dueTime = dueTime
            let options = options
            var generation = 0
            relay.attach(
                upstream,
                value: { value in
                    let current = relay.withLock { () -> Int in
                        generation += 1
                        return generation
                    }
                    scheduler.schedule(after: scheduler.now.advanced(by: dueTime), tolerance: scheduler.minimumTolerance, options: options) {
                        if relay.withLock({ generation == current }) { relay.send(value) }
                    }
                },
                completion: { completion in
                    scheduler.schedule(options: options) { relay.finish(completion) }
                })
        }
    }
}

extension Publisher {
    /// Sends a value once no other has come for `dueTime`, as Combine's `debounce(for:scheduler:options:)`.
    public func debounce<S: Scheduler>(
        for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil
    ) -> Publishers.Debounce<Self, S> {
        Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
    }
}
