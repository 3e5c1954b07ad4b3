extension Text {
    /// Where a text that does not fit its lines is cut and the ellipsis goes, as SwiftUI's `Text.TruncationMode`.
    public enum TruncationMode: Hashable, Sendable {
        /// The start is cut: "…the end".
        case head
        /// The end is cut: "The start…", the default.
        case tail
        /// The middle is cut: "The st…end".
        case middle
    }
}

private struct TruncationModeKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }

extension EnvironmentValues {
    /// Where text in this environment is cut when it does not fit, as `truncationMode(_:)` sets it.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }
}

extension View {
    /// Cuts text in this view that does not fit at its head, middle or tail, as SwiftUI's `truncationMode(_:)`.
    /// The head and middle modes cut a text of one line (Pango ellipsizes only the end of a paragraph of several).
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environment(\.truncationMode, mode)
    }
}
