/// A clipboard that keeps its text in memory: the graph's own until a host gives it the desktop's, and the one
/// tests read and fill.
@MainActor
public final class MemoryClipboard: Clipboard {
    public var string: String?

    /// A clipboard holding `string`.
    public nonisolated init(string: String? = nil) {
        self.string = string
    }
}
