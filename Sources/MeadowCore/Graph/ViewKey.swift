/// A view's structural identity: its path of positions, branches and explicit ids from its container.
struct ViewKey: Hashable {
    private(set) var path: [AnyHashable] = []

    func appending(_ component: AnyHashable) -> ViewKey {
        var key = self
        key.path.append(component)
        return key
    }

    /// The explicit id this key ends with (a `ForEach` element's), if any.
    var explicitID: AnyHashable? { (path.last?.base as? ExplicitIdentity)?.id }
}
