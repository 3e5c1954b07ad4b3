import Foundation

private struct ScrollContentBackgroundKey: EnvironmentKey {
    static let defaultValue = Visibility.automatic
}

extension EnvironmentValues {
    /// Whether scrollable views in this environment draw their own background (`scrollContentBackground`).
    var scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }
}

extension View {
    /// Shows or hides the background a list or form draws behind its rows, as SwiftUI's
    /// `scrollContentBackground(_:)`: hidden, a grouped list's grey (or a plain list's white) is not drawn, so a
    /// `background` behind the list shows through around its cards.
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        environment(\.scrollContentBackground, visibility)
    }
}
