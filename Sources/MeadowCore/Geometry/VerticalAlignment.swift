import Foundation

/// A vertical alignment guide, as SwiftUI's `VerticalAlignment`.
public struct VerticalAlignment: Hashable, Sendable {
    /// Fraction of the height at which the guide sits (top 0, centre 0.5, bottom 1).
    let fraction: CGFloat

    public static let top = VerticalAlignment(fraction: 0)
    public static let center = VerticalAlignment(fraction: 0.5)
    public static let bottom = VerticalAlignment(fraction: 1)
}
