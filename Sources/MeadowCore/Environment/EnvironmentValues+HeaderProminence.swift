import Foundation

private struct HeaderProminenceKey: EnvironmentKey {
    static let defaultValue = Prominence.standard
}

extension EnvironmentValues {
    /// How prominent the section headers in this environment are, as SwiftUI's `headerProminence`.
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }
}

extension View {
    /// Sets how prominent the section headers in this view are, as SwiftUI's `headerProminence(_:)`: a list's
    /// `.increased` headers are bold title 3 in the primary colour, not uppercased (iOS 15).
    public func headerProminence(_ prominence: Prominence) -> some View {
        environment(\.headerProminence, prominence)
    }
}
