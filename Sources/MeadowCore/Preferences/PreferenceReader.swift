/// A node that reads its content's preferences after each update: `onPreferenceChange` and
/// `overlayPreferenceValue`/`backgroundPreferenceValue`. It registers with its graph while it is in the tree.
@MainActor
protocol PreferenceReader: ViewNode {
    /// Reads the preferences again, during the update phase; a node that builds its views again invalidates its
    /// layout and tells its graph (`preferenceReaderRebuilt`).
    func readPreferences()
}

extension ViewNode {
    /// Whether this node is `ancestor` or below it.
    func isInside(_ ancestor: ViewNode) -> Bool {
        var node: ViewNode? = self
        while let current = node {
            if current === ancestor { return true }
            node = current.parent
        }
        return false
    }
}
