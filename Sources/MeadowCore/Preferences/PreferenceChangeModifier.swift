/// Watches the value for a key that the view it modifies produces; what `onPreferenceChange` builds.
struct PreferenceChangeModifier<Key: PreferenceKey>: ViewModifier, PrimitiveModifier where Key.Value: Equatable {
    let action: (Key.Value) -> Void

    typealias Body = Never

    func makeNode(content: any View, reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let observer = node as? PreferenceChangeNode<Key> ?? PreferenceChangeNode<Key>()
        observer.action = action
        context.buildContent(content, of: observer)
        return observer
    }
}

extension View {
    /// Performs `action` with the value for `key` that this view produces, after the update in which it first
    /// shows and after every update that changes the value, as SwiftUI does before the frame draws.
    public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
    ) -> some View where K.Value: Equatable {
        modifier(PreferenceChangeModifier<K>(action: action))
    }
}
