/// Whether scrollable views show their scroll indicators, as SwiftUI's `ScrollIndicatorVisibility` (iOS 16), which
/// `scrollIndicators(_:axes:)` puts in the environment.
///
/// Meadow's scroll views draw no indicators yet (as iOS hides them until the user scrolls), so the value is kept
/// for the views that read it and changes nothing on screen.
public struct ScrollIndicatorVisibility: Equatable, Hashable, Sendable, CustomStringConvertible {
    private enum Kind: String, Sendable {
        case automatic, visible, hidden, never
    }

    private let kind: Kind

    /// The scrollable view's own choice (on iOS: shown while scrolling).
    public static var automatic: ScrollIndicatorVisibility { Self(kind: .automatic) }
    /// Shown, under the platform's auto-hiding.
    public static var visible: ScrollIndicatorVisibility { Self(kind: .visible) }
    /// Hidden, unless a scrollable view chooses to keep them.
    public static var hidden: ScrollIndicatorVisibility { Self(kind: .hidden) }
    /// Never shown, overriding a scrollable view that would keep them.
    public static var never: ScrollIndicatorVisibility { Self(kind: .never) }

    public var description: String { kind.rawValue }
}
