import Foundation

/// Puts views made from the view's value for a key in front of or behind it; what `overlayPreferenceValue`
/// and `backgroundPreferenceValue` build.
struct PreferenceDecorationModifier<Key: PreferenceKey>: ViewModifier, PrimitiveModifier {
    let transform: (Key.Value) -> any View
    let alignment: Alignment
    let placement: DecorationNode.Placement

    typealias Body = Never

    func makeNode(content: any View, reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let decorated = node.reused { DecorationNode() }
        decorated.placement = placement
        decorated.alignment = alignment
        let previous = decorated.children
        let contentNode = context.build(content, reusing: previous.first)
        let reader = previous.count > 1 ? previous[1] as? PreferenceDecorationNode<Key> : nil
        let decoration = reader ?? PreferenceDecorationNode<Key>()
        decoration.transform = transform
        decoration.source = contentNode
        decoration.resetTraits()
        decoration.noteBuilt(in: context)
        decoration.build(in: context.with { $0.stackAxis = nil })
        decorated.children = [contentNode, decoration]
        return decorated
    }
}

extension View {
    /// Draws the views `transform` makes from this view's value for `key` in front of it, sized to it.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(PreferenceDecorationModifier<K>(transform: { transform($0) }, alignment: alignment, placement: .overlay))
    }

    /// Draws the views `transform` makes from this view's value for `key` behind it, sized to it.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(PreferenceDecorationModifier<K>(transform: { transform($0) }, alignment: alignment, placement: .background))
    }
}
