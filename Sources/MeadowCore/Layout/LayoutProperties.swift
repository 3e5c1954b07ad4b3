/// Properties of a layout type, as SwiftUI's `LayoutProperties`.
public struct LayoutProperties: Sendable {
    /// The axis a stack-like layout arranges its subviews along, which tells a `Spacer` or `Divider` inside which
    /// way to expand; nil for other layouts.
    public var stackOrientation: Axis?

    public init() {}
}
