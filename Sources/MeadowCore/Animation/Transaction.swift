/// The context of a state change, as SwiftUI's `Transaction`: above all, the animation it runs with.
public struct Transaction: Sendable {
    public var animation: Animation?
    /// When true, changes in this transaction do not animate.
    public var disablesAnimations = false
    /// The completions to run when the animations its changes create are complete.
    private(set) var animationCompletions: [AnimationCompletion] = []

    public init() {}

    public init(animation: Animation?) {
        self.animation = animation
    }

    /// Adds a completion to run once the animations created by this transaction's changes are complete, as
    /// SwiftUI's (iOS 17): exactly once, on the main actor; at the end of the update that applies the changes when
    /// they create no animation.
    public mutating func addAnimationCompletion(
        criteria: AnimationCompletionCriteria = .logicallyComplete, _ completion: @escaping () -> Void
    ) {
        animationCompletions.append(AnimationCompletion(criteria: criteria, body: completion))
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

/// Runs `body` with `animation`, then `completion` once the animations its changes create are complete by
/// `completionCriteria`, as SwiftUI's (iOS 17): exactly once, on the main actor; at the next update when `body`
/// creates no animation.
@discardableResult
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    var transaction = Transaction(animation: animation)
    transaction.addAnimationCompletion(criteria: completionCriteria, completion)
    return try withTransaction(transaction, body)
}

/// Runs `body` with `transaction` as the context of its state changes, as SwiftUI's `withTransaction`.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    defer { for completion in transaction.animationCompletions { completion.endBody() } }
    return try Transaction.$current.withValue(transaction, operation: body)
}
