import Foundation

/// A node that takes part in gestures: it offers recognisers for a touch that lands on it or inside it.
///
/// The gesture engine asks every node on a touch's hit-test path, and knows nothing else about them: a scroll
/// view, a button, a picker and a view with `.gesture` are all providers.
@MainActor
protocol GestureProvider: ViewNode {
    /// The recognisers for a touch that hit this node or one of its subviews.
    func gestureRecognizers() -> [any GestureRecognizer]
    /// Whether the recognisers of this node's subviews take part (false under a `GestureMask` without
    /// `.subviews`).
    var enablesSubviewGestures: Bool { get }
    /// Takes a wheel or trackpad scroll of `delta` points; false when it does not scroll that way.
    func scrollWheel(by delta: CGSize) -> Bool
}

extension GestureProvider {
    var enablesSubviewGestures: Bool { true }

    func scrollWheel(by delta: CGSize) -> Bool { false }
}
