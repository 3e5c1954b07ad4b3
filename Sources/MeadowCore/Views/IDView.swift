/// A view with an explicit identity, made by `id(_:)`.
///
/// In a container it is its content keyed by `id`, so a new id makes a new view (fresh state, its transitions),
/// as SwiftUI's explicit identity does; alone it is an `IdentityNode` that builds its content afresh when the id
/// changes. `ScrollViewProxy.scrollTo(_:anchor:)` finds it by the id.
public struct IDView<Content: View, ID: Hashable>: View, PrimitiveView, ViewListProvider {
    let content: Content
    let id: ID

    public typealias Body = Never

    var explicitlyIdentifiedList: ViewListProvider? { self }

    func appendElements(to list: inout ViewList, key: ViewKey) {
        list.appendFlattening(content, key: key.appending(ExplicitIdentity(id: AnyHashable(id))))
    }

    func makeNode(reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let identity = node.reused { IdentityNode() }
        let id = AnyHashable(id)
        let previous = identity.id == id ? identity.children.first : nil
        identity.id = id
        identity.children = [context.build(content, reusing: previous)]
        return identity
    }
}

extension View {
    /// Gives the view an explicit identity: a different `id` is a different view, whose state starts afresh, as
    /// SwiftUI's `id(_:)`; `ScrollViewProxy.scrollTo` finds the view by it.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        IDView(content: self, id: id)
    }
}
