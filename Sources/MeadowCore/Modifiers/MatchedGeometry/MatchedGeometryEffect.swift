import Foundation

/// Links the geometry of the views that share an id in a namespace, as SwiftUI's `matchedGeometryEffect`.
///
/// As in SwiftUI: of the views with the id, the source (`isSource: true`; the first placed when several are)
/// keeps its own frame, and each other view is proposed the source's size (`.size`) and placed with its anchor on
/// the source's anchor (`.position`), in window coordinates; the parent lays the modified view out at its own
/// size, as a geometry effect changes no layout. When an animated change removes a view with the id and inserts
/// another, the new one moves from the old one's frame to its own and the old one moves toward the new one's,
/// each through its transition: a view the effect modifies that names none fades, SwiftUI's default `.opacity`.
struct MatchedGeometryEffect: ViewModifier, PrimitiveModifier {
    let key: MatchedGeometryKey
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let isSource: Bool

    typealias Body = Never

    func makeNode(content: any View, reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let matched = node.reused { MatchedGeometryNode() }
        matched.effect = self
        context.buildContent(content, of: matched)
        if let modified = matched.children.first, modified.transition == nil { modified.transition = .opacity }
        return matched
    }
}

/// The namespace and id that link views' geometry.
struct MatchedGeometryKey: Hashable {
    let namespace: Namespace.ID
    let id: AnyHashable
}

extension LayoutNode.Kind {
    /// `matchedGeometryEffect`.
    public static let matchedGeometry = Self("MatchedGeometry")
}

extension View {
    /// Links this view's geometry to that of the other views with `id` in `namespace`: the source gives its
    /// frame (or the `properties` of it) to the others, and a view inserted as another with the id is removed
    /// moves from that one's frame to its own.
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center,
        isSource: Bool = true
    ) -> some View {
        modifier(
            MatchedGeometryEffect(
                key: MatchedGeometryKey(namespace: namespace, id: AnyHashable(id)), properties: properties,
                anchor: anchor, isSource: isSource))
    }
}
