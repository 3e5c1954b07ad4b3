/// Writes one trait on the view it modifies, as SwiftUI's `_TraitWritingModifier`; what `layoutPriority`,
/// `tag` and `tabItem` build. It has no node of its own: the trait goes on the node of the modified view.
struct ViewTraitModifier<Key: ViewTraitKey>: ViewModifier, NodeUpdatingModifier {
    let value: Key.Value

    typealias Body = Never

    func makeNode(content: any View, reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let built = context.buildUnchecked(content, reusing: node)
        built.traits[Key.self] = value
        return built
    }
}

extension View {
    /// Sets the label of the tab bar item for this page of a `TabView`, as SwiftUI's `tabItem(_:)`: usually a
    /// `Label` with a title and a symbol.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(ViewTraitModifier<TabItemTraitKey>(value: AnyView(label())))
    }

    /// Tags the view with a value, as a `Picker` and a `TabView` use to match their selection.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        modifier(ViewTraitModifier<TagTraitKey>(value: AnyHashable(tag)))
    }
}
