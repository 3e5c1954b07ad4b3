import Foundation

/// Where observation's change reports wait for the graph's next update: they may come from any thread, and
/// the graph drains them on the main actor.
final class ObservationInbox: @unchecked Sendable {
    /// A weak reference to a view whose body read a changed property, as of one evaluation, or to a view that
    /// observes an `ObservableObject` whatever it read.
    struct Reader: @unchecked Sendable {
        weak var node: CompositeNode?
        /// The evaluation that read the property; `nil` for an observer, which every change concerns.
        let evaluation: Int?

        @MainActor init(_ node: CompositeNode) {
            self.node = node
            evaluation = node.evaluationCount
        }

        /// A view that holds an `ObservableObject` in `@StateObject`, `@ObservedObject` or `@EnvironmentObject`.
        @MainActor init(observer node: CompositeNode) {
            self.node = node
            evaluation = nil
        }
    }

    private let lock = NSLock()
    private var reports: [(reader: Reader, transaction: Transaction)] = []

    /// Records that `reader` read a property that is about to change, in the current transaction.
    func post(_ reader: Reader) {
        let transaction = Transaction.current
        for completion in transaction.animationCompletions { completion.claim() }
        lock.lock()
        let wasEmpty = reports.isEmpty
        reports.append((reader, transaction))
        lock.unlock()
        // A change made on another thread wakes the main thread, which may sleep until there is work for it: a
        // block on the main queue wakes its run loop, and the host then sees the report.
        if wasEmpty, !Thread.isMainThread { DispatchQueue.main.async {} }
    }

    /// How many reports are waiting.
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return reports.count
    }

    /// Whether reports are waiting.
    var isEmpty: Bool { count == 0 }

    /// Invalidates the bodies reported since the last drain, unless a later evaluation already read the new
    /// values.
    @MainActor
    func drain() {
        lock.lock()
        let pending = reports
        reports.removeAll()
        lock.unlock()
        for (reader, transaction) in pending {
            guard let node = reader.node, reader.evaluation.map({ $0 == node.evaluationCount }) ?? true else { continue }
            node.invalidate(transaction: transaction)
        }
    }
}
