import Foundation

/// What placing a view hands down to the views inside it besides their rects, as SwiftUI's placement phase passes
/// its inputs down with the proposal: the animation for frames that move only because their container moved them,
/// and the safe area an `ignoresSafeArea` above lets views reach past.
struct PlacementContext {
    /// The animation of the frames this placement moves when no change of their own animates them: the update's,
    /// or that of the nearest view above that a change of its own animated.
    var animation: Animation?
    /// The safe area `ignoresSafeArea` extends views to while it places its content; nil elsewhere.
    var safeAreaExtension: SafeAreaExtension?

    /// This context with `animation` for the frames it moves.
    func animating(with animation: Animation?) -> PlacementContext {
        PlacementContext(animation: animation, safeAreaExtension: safeAreaExtension)
    }

    /// This context with `safeAreaExtension` in effect, or none.
    func extending(_ safeAreaExtension: SafeAreaExtension?) -> PlacementContext {
        PlacementContext(animation: animation, safeAreaExtension: safeAreaExtension)
    }
}
