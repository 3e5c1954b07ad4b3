/// An explicit id in a view's key (a `ForEach` element's id), kept apart from structural positions so that
/// `ScrollViewProxy.scrollTo(_:anchor:)` finds a view by the id it was given and not by its index in a tuple.
struct ExplicitIdentity: Hashable {
    let id: AnyHashable
}
