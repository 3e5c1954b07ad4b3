import Foundation

/// What `subscribe(on:)` and `receive(on:)` share, as their Combine counterparts do: the downstream subscriber, the
/// scheduler with its options, and the upstream subscription, kept under a lock because the scheduler calls in from
/// its own thread.
class ScheduledSubscriber<Downstream: Subscriber, Context: Scheduler> {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    let downstream: Downstream
    private let scheduler: Context
    private let options: Context.SchedulerOptions?
    private let lock = NSLock()
    private var upstream: (any Subscription)?

    init(downstream: Downstream, scheduler: Context, options: Context.SchedulerOptions?) {
        self.downstream = downstream
        self.scheduler = scheduler
        self.options = options
    }

    /// Runs `work` on the scheduler, with the options the operator was given.
    func schedule(_ work: @escaping () -> Void) {
        scheduler.schedule(options: options, work)
    }

    /// Keeps the subscription the upstream publisher handed over.
    func keep(_ subscription: any Subscription) {
        lock.lock()
        upstream = subscription
        lock.unlock()
    }

    /// The upstream subscription while it is kept; `releasing` lets it go (after a cancel or a completion).
    func upstreamSubscription(releasing: Bool = false) -> (any Subscription)? {
        lock.lock()
        defer { lock.unlock() }
        let subscription = upstream
        if releasing { upstream = nil }
        return subscription
    }
}
