import Foundation

/// A cancellable that cancels itself when it is deallocated, as Combine's `AnyCancellable`: keeping it keeps a
/// subscription alive, dropping it ends the subscription.
public final class AnyCancellable: Cancellable, Hashable {
    private let lock = NSLock()
    private var cancelAction: (() -> Void)?

    /// Runs `cancel` once, when `cancel()` is called or the cancellable is deallocated.
    public init(_ cancel: @escaping () -> Void) {
        cancelAction = cancel
    }

    /// Cancels `canceller` when this cancellable is cancelled or deallocated.
    public init<C: Cancellable>(_ canceller: C) {
        cancelAction = canceller.cancel
    }

    deinit {
        cancel()
    }

    public func cancel() {
        lock.lock()
        let action = cancelAction
        cancelAction = nil
        lock.unlock()
        action?()
    }

    /// Keeps this cancellable in `collection`, so the subscription lives as long as the collection holds it.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    /// Keeps this cancellable in `set`, so the subscription lives as long as the set holds it.
    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool {
        lhs === rhs
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
