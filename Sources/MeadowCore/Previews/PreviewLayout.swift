import Foundation

/// How a preview is sized, as SwiftUI's `PreviewLayout`.
public enum PreviewLayout: Hashable, Sendable {
    /// On the preview's device screen, in its safe area, as the app would show the view (the default).
    case device
    /// In a canvas of the view's own size: what it chooses when offered the device's width and any height.
    case sizeThatFits
    /// In a canvas of `width` × `height` points, with no safe-area insets.
    case fixed(width: CGFloat, height: CGFloat)
}
