/// When a transaction's animation completion runs, as SwiftUI's `AnimationCompletionCriteria` (iOS 17).
public struct AnimationCompletionCriteria: Hashable, Sendable {
    private enum Kind: Hashable, Sendable {
        case logicallyComplete
        case removed
    }

    private let kind: Kind

    /// The animations have logically completed, though a spring may still be in its long tail. A later change that
    /// animates the same properties again does not delay the callback: it runs when the animations of its own change
    /// would have logically completed.
    public static let logicallyComplete = AnimationCompletionCriteria(kind: .logicallyComplete)

    /// The animations have entirely finished and are removed. A later change that animates the same properties
    /// again delays the callback until all the animations on them are done.
    public static let removed = AnimationCompletionCriteria(kind: .removed)

    var waitsForRemoval: Bool { kind == .removed }
}
