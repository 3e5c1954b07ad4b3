/// A node that reads its content's preferences after each update: `onPreferenceChange` and
/// `overlayPreferenceValue`/`backgroundPreferenceValue`. It registers with its graph while it is in the tree.
@MainActor
protocol PreferenceReader: ViewNode {
    /// Reads the preferences again; true when the node rebuilt its views, so layout must run again.
    func readPreferences() -> Bool
}
