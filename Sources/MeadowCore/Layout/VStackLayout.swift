import Foundation

/// Arranges subviews in a line from top to bottom, as SwiftUI's `VStackLayout`: the layout behind `VStack`,
/// usable on its own or in an `AnyLayout`.
///
/// A `nil` spacing puts each pair's preferred distance between them (8 points between plain views, §1.6); the
/// subviews' `alignment` guides line up across the axis (§1.2).
public struct VStackLayout: Layout, BuiltInLayout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    var kind: LayoutNode.Kind { .vStack }

    private var stack: StackLayout { StackLayout(axis: .vertical, alignment: alignment.key, spacing: spacing) }

    public func makeCache(subviews: Subviews) -> _StackLayoutCache { _StackLayoutCache() }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout _StackLayoutCache) -> CGSize {
        stack.sizeThatFits(proposal: proposal, subviews: subviews, cache: cache)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout _StackLayoutCache) {
        stack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: cache)
    }

    public func spacing(subviews: Subviews, cache: inout _StackLayoutCache) -> ViewSpacing {
        stack.spacing(subviews: subviews)
    }
}

extension LayoutNode.Kind {
    /// A `VStack` node of the laid-out tree.
    public static let vStack = Self("VStack")
}
