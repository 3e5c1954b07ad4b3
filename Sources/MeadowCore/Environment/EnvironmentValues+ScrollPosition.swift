/// A `scrollPosition(id:anchor:)` binding with its id type erased, and its anchor.
@MainActor
struct ScrollPositionBinding {
    let get: () -> AnyHashable?
    let set: (AnyHashable) -> Void
    let anchor: UnitPoint?
}

private struct ScrollPositionKey: EnvironmentKey {
    static let defaultValue: ScrollPositionBinding? = nil
}

extension EnvironmentValues {
    /// The binding the scroll views in the view keep at the id of their scroll target layout's top-most view.
    var scrollPosition: ScrollPositionBinding? {
        get { self[ScrollPositionKey.self] }
        set { self[ScrollPositionKey.self] = newValue }
    }
}

extension View {
    /// Keeps `id` at the id of the top-most (leading-most) view of the `scrollTargetLayout()` in the scroll views
    /// in this view as they scroll, and scrolls to the view whose id it is set to, as SwiftUI's
    /// `scrollPosition(id:anchor:)`.
    ///
    /// Apple: "As the scroll view scrolls, the binding will be updated with the identity of the leading-most /
    /// top-most view." The top-most view is the first one reaching past `anchor`'s point of the visible part (its
    /// top with no anchor); setting the binding scrolls as `ScrollViewProxy.scrollTo(_:anchor:)` does, with the
    /// view's top at the top when there is no anchor, animated inside `withAnimation`. The binding is written when
    /// the top-most view changes, not when it first shows.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        environment(
            \.scrollPosition,
            ScrollPositionBinding(
                get: { id.wrappedValue.map(AnyHashable.init) },
                set: { value in if let value = value.base as? ID { id.wrappedValue = value } },
                anchor: anchor))
    }
}
