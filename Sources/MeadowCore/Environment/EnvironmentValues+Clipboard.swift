/// Writes text to the clipboard of the graph the views are in (`ViewGraph.clipboard`: the desktop's, through the
/// window host, or memory in tests), read at the moment of writing so that a clipboard the host sets later is the
/// one written. Two writers are equal when they write to the same graph.
struct ClipboardWriter: Equatable {
    weak var graph: ViewGraph?

    /// Puts `text` on the clipboard.
    @MainActor
    func callAsFunction(_ text: String) {
        graph?.clipboard.string = text
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.graph === rhs.graph }
}

private struct ClipboardWriterKey: EnvironmentKey {
    static var defaultValue: ClipboardWriter { ClipboardWriter(graph: nil) }
}

extension EnvironmentValues {
    /// What views that copy (`ShareLink` on Linux) write the clipboard with; the graph sets it for its views.
    var clipboardWriter: ClipboardWriter {
        get { self[ClipboardWriterKey.self] }
        set { self[ClipboardWriterKey.self] = newValue }
    }
}
