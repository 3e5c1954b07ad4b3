import Foundation

extension Publishers {
    /// Delivers its upstream's values and completion on a scheduler, as Combine's `Publishers.ReceiveOn`;
    /// the subscription itself and the subscriber's requests pass through directly.
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let scheduler: Context
        public let options: Context.SchedulerOptions?

        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(ReceiveOnSubscriber(downstream: subscriber, scheduler: scheduler, options: options))
        }
    }
}

/// Re-sends each value on the scheduler; the demand the subscriber answers there goes back upstream.
private final class ReceiveOnSubscriber<Downstream: Subscriber, Context: Scheduler>: Subscriber {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let downstream: Downstream
    private let scheduler: Context
    private let options: Context.SchedulerOptions?
    private let lock = NSLock()
    private var upstream: (any Subscription)?

    init(downstream: Downstream, scheduler: Context, options: Context.SchedulerOptions?) {
        self.downstream = downstream
        self.scheduler = scheduler
        self.options = options
    }

    func receive(subscription: any Subscription) {
        lock.lock()
        upstream = subscription
        lock.unlock()
        downstream.receive(subscription: subscription)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        scheduler.schedule(options: options) { [self] in
            let more = downstream.receive(input)
            guard more > 0 else { return }
            lock.lock()
            let subscription = upstream
            lock.unlock()
            subscription?.request(more)
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        scheduler.schedule(options: options) { [self] in
            lock.lock()
            upstream = nil
            lock.unlock()
            downstream.receive(completion: completion)
        }
    }
}

extension Publisher {
    /// Delivers values and the completion on `scheduler`, as `receive(on: DispatchQueue.main)` or
    /// `receive(on: RunLoop.main)` does to update views from work done elsewhere.
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S> {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
    }
}
