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
private final class ReceiveOnSubscriber<Downstream: Subscriber, Context: Scheduler>:
    ScheduledSubscriber<Downstream, Context>, Subscriber
{
    func receive(subscription: any Subscription) {
        keep(subscription)
        downstream.receive(subscription: subscription)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        schedule { [self] in
            let more = downstream.receive(input)
            guard more > 0 else { return }
            upstreamSubscription()?.request(more)
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        schedule { [self] in
            _ = upstreamSubscription(releasing: true)
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
