/// What the enclosing navigation stack does when a `NavigationLink` is tapped: push a value onto its path, or a
/// view over its top screen. The stack puts it in the environment of its screens, so a link pushes from any depth.
///
/// The action holds its stack weakly. The stack keeps the views it pushed in its state, and those views hold this
/// environment (their `@Environment` properties), so a strong hold would be a cycle: the stack's state, and every
/// object in its screens' environment, would outlive the stack. Once the stack is gone, the action does nothing.
///
/// Two actions are equal when they belong to the same stack, so a stack's body evaluating again does not make
/// every view inside see a new environment.
struct NavigationPushAction: Equatable {
    /// The stack the action pushes onto.
    weak var stack: NavigationStackPusher?

    func pushValue(_ value: AnyHashable) {
        stack?.pushValue(value)
    }

    func pushView(_ view: AnyView) {
        stack?.pushView(view, nil)
    }

    /// Pushes `view` for a `navigationDestination(isPresented:)` or `(item:)`: `onPop` runs when it is popped by
    /// the back button, a swipe or a pop below it. Returns the push's id, for `dismissView(id:)`; nil outside a
    /// stack.
    func presentView(_ view: AnyView, onPop: @escaping () -> Void) -> Int? {
        stack?.pushView(view, onPop)
    }

    /// Pops the view pushed as `id` and the views pushed after it, as a destination's binding turning false does.
    func dismissView(id: Int) {
        stack?.dismissView(id)
    }

    nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs.stack === rhs.stack }
}

/// How one navigation stack pushes, kept in its state and given its current pushes by each evaluation of its body.
final class NavigationStackPusher {
    var pushValue: (AnyHashable) -> Void = { _ in }
    /// Pushes a view, with what runs when it is popped; returns the push's id.
    var pushView: (AnyView, (() -> Void)?) -> Int = { _, _ in 0 }
    var dismissView: (Int) -> Void = { _ in }
}
