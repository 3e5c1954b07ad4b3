import Foundation

extension Publishers {
    /// Subscribes to its upstream on a scheduler, as Combine's `Publishers.SubscribeOn`: the subscription, the
    /// subscriber's requests and its cancellation run there (a network publisher started off the main thread);
    /// values arrive wherever the upstream sends them (`receive(on:)` moves them).
    public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
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
            let inner = SubscribeOnSubscriber(downstream: subscriber, scheduler: scheduler, options: options)
            scheduler.schedule(options: options) { upstream.subscribe(inner) }
        }
    }
}

/// Hands the downstream a subscription whose requests and cancellation go upstream on the scheduler.
private final class SubscribeOnSubscriber<Downstream: Subscriber, Context: Scheduler>:
    ScheduledSubscriber<Downstream, Context>, Subscriber, Subscription
{
    func receive(subscription: any Subscription) {
        keep(subscription)
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        downstream.receive(input)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        downstream.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        let subscription = upstreamSubscription()
        schedule { subscription?.request(demand) }
    }

    func cancel() {
        let subscription = upstreamSubscription(releasing: true)
        schedule { subscription?.cancel() }
    }
}

extension Publisher {
    /// This publisher subscribed to on `scheduler`, as Combine's `subscribe(on:options:)`.
    public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.SubscribeOn<Self, S> {
        Publishers.SubscribeOn(upstream: self, scheduler: scheduler, options: options)
    }
}
