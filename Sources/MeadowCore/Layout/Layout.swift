import Foundation

/// A type that sizes and places a collection of views, as SwiftUI's `Layout` (iOS 16).
///
/// A layout answers its parent's proposal in `sizeThatFits(proposal:subviews:cache:)` and places its subviews in
/// the bounds its parent gives it in `placeSubviews(in:proposal:subviews:cache:)`; use it as a view with
/// `MyLayout { content }`. `HStack`, `VStack` and `ZStack` are the built-in `HStackLayout`, `VStackLayout` and
/// `ZStackLayout` on this same machinery.
@MainActor @preconcurrency
public protocol Layout {
    /// Data the layout keeps between calls, made by `makeCache(subviews:)`; `Void` for none.
    associatedtype Cache = Void

    typealias Subviews = LayoutSubviews

    /// Properties of the layout type, such as the axis of a stack.
    static var layoutProperties: LayoutProperties { get }

    /// The layout's size for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Places each subview (with `LayoutSubview.place(at:anchor:proposal:)`) in `bounds`, the region the parent
    /// gave the layout, of the size it answered for `proposal`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// The layout's own value for a horizontal guide, or nil to merge its subviews' explicit values.
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache) -> CGFloat?

    /// The layout's own value for a vertical guide, or nil to merge its subviews' explicit values.
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache) -> CGFloat?

    /// The spacing the layout prefers around itself, as its parent sees it.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    /// Makes the cache for `subviews`; called before the first use of the layout.
    func makeCache(subviews: Subviews) -> Cache

    /// Refreshes the cache after the layout or its subviews changed.
    func updateCache(_ cache: inout Cache, subviews: Subviews)
}

extension Layout {
    /// No properties: not a stack.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// Nil: the container merges its subviews' explicit values (the average, and for text baselines the first
    /// and last line's), as SwiftUI's default does.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? { nil }

    /// Nil: the container merges its subviews' explicit values, as SwiftUI's default does.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? { nil }

    /// The union of every subview's spacing preferences on every edge.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        subviews.reduce(into: ViewSpacing.empty) { $0.formUnion($1.spacing) }
    }

    /// Makes a fresh cache, as SwiftUI's default does.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// Arranges `content`'s views with this layout.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutRoot(layout: AnyLayout(self), content: content())
    }
}

extension Layout where Cache == Void {
    /// No cache.
    public func makeCache(subviews: Subviews) -> Cache { () }
}
