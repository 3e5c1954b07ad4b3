import Foundation

/// How a page index (the dots of a paging `TabView`) is drawn, as SwiftUI's `IndexViewStyle`; set with
/// `indexViewStyle(_:)`.
public protocol IndexViewStyle {}

extension View {
    /// Sets how the page indexes in this view are drawn, as SwiftUI's `indexViewStyle(_:)`.
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        environment(\.indexViewStyle, style)
    }
}

private struct IndexViewStyleKey: EnvironmentKey {
    static var defaultValue: any IndexViewStyle { PageIndexViewStyle() }
}

extension EnvironmentValues {
    /// The style page indexes in this environment are drawn in.
    var indexViewStyle: any IndexViewStyle {
        get { self[IndexViewStyleKey.self] }
        set { self[IndexViewStyleKey.self] = newValue }
    }
}
