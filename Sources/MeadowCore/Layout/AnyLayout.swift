import Foundation

/// A type-erased layout, as SwiftUI's `AnyLayout`.
///
/// Switching a container between layouts (`let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())`)
/// keeps its subviews' identity, so an animated change moves each view from its old place to its new one.
public struct AnyLayout: Layout {
    let layout: any Layout

    /// Wraps `layout`.
    public init<L: Layout>(_ layout: L) {
        self.layout = (layout as? AnyLayout)?.layout ?? layout
    }

    /// The wrapped layout's cache.
    public struct Cache {
        fileprivate var value: Any
        fileprivate let layoutType: ObjectIdentifier
    }

    /// How the laid-out tree names the container: a built-in stack by its kind, a custom layout by its type name.
    var kind: LayoutNode.Kind {
        (layout as? any BuiltInLayout)?.kind ?? .custom(String(describing: type(of: layout)))
    }

    /// The wrapped layout's stack axis.
    var stackOrientation: Axis? { type(of: layout).layoutProperties.stackOrientation }

    public func makeCache(subviews: Subviews) -> Cache { Self.make(layout, subviews) }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        func update<L: Layout>(_ layout: L) {
            guard cache.layoutType == ObjectIdentifier(L.self), var typed = cache.value as? L.Cache else {
                cache = Self.make(layout, subviews)
                return
            }
            layout.updateCache(&typed, subviews: subviews)
            cache.value = typed
        }
        update(layout)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        func size<L: Layout>(_ layout: L) -> CGSize {
            Self.with(layout, &cache, subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
        }
        return size(layout)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        func place<L: Layout>(_ layout: L) {
            Self.with(layout, &cache, subviews) {
                layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
            }
        }
        place(layout)
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        func value<L: Layout>(_ layout: L) -> CGFloat? {
            Self.with(layout, &cache, subviews) {
                layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
            }
        }
        return value(layout)
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        func value<L: Layout>(_ layout: L) -> CGFloat? {
            Self.with(layout, &cache, subviews) {
                layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
            }
        }
        return value(layout)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        func value<L: Layout>(_ layout: L) -> ViewSpacing {
            Self.with(layout, &cache, subviews) { layout.spacing(subviews: subviews, cache: &$0) }
        }
        return value(layout)
    }

    private static func make<L: Layout>(_ layout: L, _ subviews: Subviews) -> Cache {
        Cache(value: layout.makeCache(subviews: subviews), layoutType: ObjectIdentifier(L.self))
    }

    /// Runs `body` with `cache` as `layout`'s own cache, made afresh when it belongs to another layout type.
    private static func with<L: Layout, Result>(
        _ layout: L, _ cache: inout Cache, _ subviews: Subviews, _ body: (inout L.Cache) -> Result
    ) -> Result {
        var typed = (cache.layoutType == ObjectIdentifier(L.self) ? cache.value as? L.Cache : nil)
            ?? layout.makeCache(subviews: subviews)
        defer { cache = Cache(value: typed, layoutType: ObjectIdentifier(L.self)) }
        return body(&typed)
    }
}

/// A layout Meadow builds in: the laid-out tree names its container by kind (`.hStack`) rather than type.
protocol BuiltInLayout: Layout {
    var kind: LayoutNode.Kind { get }
}
