/// The context of a state change, as SwiftUI's `Transaction`: above all, the animation it runs with.
public struct Transaction: Sendable {
    public var animation: Animation?
    /// When true, changes in this transaction do not animate.
    public var disablesAnimations = false

    public init() {}

    public init(animation: Animation?) {
        self.animation = animation
    }

    /// The transaction of the state changes being made right now, on this task or thread: a change made
    /// elsewhere (a background model update) is in no transaction and does not animate.
    @TaskLocal static var current = Transaction()
}

/// Runs `body` and animates the view changes its state changes cause, as SwiftUI's `withAnimation`. Not isolated
/// to the main actor, as SwiftUI's is not: a model that is not `@MainActor` may call it.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}

/// Runs `body` with `transaction` as the context of its state changes, as SwiftUI's `withTransaction`.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try Transaction.$current.withValue(transaction, operation: body)
}
