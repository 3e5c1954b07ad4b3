/// Writes preferences over those of the view it modifies; what `preference`, `transformPreference` and
/// `anchorPreference` build.
struct PreferenceWritingModifier: ViewModifier, PrimitiveModifier {
    /// What the write is made from when that is a value that says all it writes (a key and its value, a title);
    /// nil when only the closure knows.
    var input: AnyHashable? = nil
    /// Writes the values; the node is the modified view's, for anchors.
    let write: (inout PreferenceValues, ViewNode) -> Void

    typealias Body = Never

    func makeNode(content: any View, reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let writer = node.reused { PreferenceWriterNode() }
        writer.update(write: write, input: input)
        context.buildContent(content, of: writer)
        return writer
    }
}

extension View {
    /// Sets the view's value for `key`, replacing what its subviews set.
    ///
    /// A value that is `Hashable` and equal to the one the view last set is known unchanged: what reads the key
    /// (`overlayPreferenceValue`) is not made again.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        let input = (value as? any Hashable).map { [AnyHashable(ObjectIdentifier(K.self)), AnyHashable($0)] }
        return modifier(PreferenceWritingModifier(input: input.map(AnyHashable.init)) { values, _ in values[K.self] = value })
    }

    /// Changes the value for `key` that the view's subviews produce.
    public func transformPreference<K: PreferenceKey>(
        _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
    ) -> some View {
        transformPreference(key, input: nil, callback)
    }

    /// Changes the value for `key` by `callback`, which `input` says all of when it is not nil: a view built again
    /// with an equal input changes the value as it did.
    func transformPreference<K: PreferenceKey>(
        _ key: K.Type, input: AnyHashable?, _ callback: @escaping (inout K.Value) -> Void
    ) -> some View {
        modifier(
            PreferenceWritingModifier(input: input.map { AnyHashable([AnyHashable(ObjectIdentifier(K.self)), $0]) }) { values, _ in
                var value = values[K.self]
                callback(&value)
                values[K.self] = value
            })
    }

    /// Sets the view's value for `key` from an anchor to its geometry, which a `GeometryProxy` resolves.
    public func anchorPreference<A, K: PreferenceKey>(
        key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
    ) -> some View {
        modifier(
            PreferenceWritingModifier { values, node in
                values[K.self] = transform(Anchor(node: node, source: value))
                values.noteFollowsGeometry(K.self)
            })
    }

    /// Changes the value for `key` with an anchor to the view's geometry.
    public func transformAnchorPreference<A, K: PreferenceKey>(
        key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void
    ) -> some View {
        modifier(
            PreferenceWritingModifier { values, node in
                var current = values[K.self]
                transform(&current, Anchor(node: node, source: value))
                values[K.self] = current
                values.noteFollowsGeometry(K.self)
            })
    }
}
