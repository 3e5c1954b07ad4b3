/// A view's structural identity: its path of positions, branches and explicit ids from its container.
struct ViewKey: Hashable {
    private(set) var path: [AnyHashable] = []

    func appending(_ component: AnyHashable) -> ViewKey {
        var key = self
        key.path.append(component)
        return key
    }
}
