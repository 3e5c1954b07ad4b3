/// What the enclosing navigation stack does when a `NavigationLink` is tapped: push a value onto its path, or a
/// view over its top screen. The stack puts it in the environment of its screens, so a link pushes from any depth.
///
/// Two actions are equal when they belong to the same stack, so a stack's body evaluating again does not make
/// every view inside see a new environment.
struct NavigationPushAction: Equatable {
    /// The stack the action pushes onto.
    let stack: NavigationStackIdentity
    let pushValue: (AnyHashable) -> Void
    let pushView: (AnyView) -> Void

    nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs.stack === rhs.stack }
}

/// The identity of one navigation stack, kept in its state.
final class NavigationStackIdentity {}
