/// How a `Toggle` looks and behaves, as SwiftUI's `ToggleStyle`: a body made from the toggle's configuration.
public protocol ToggleStyle {
    /// The view a toggle of this style shows.
    associatedtype Body: View

    /// The view for a toggle with `configuration`'s label and value.
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body

    /// The properties of a toggle that a style draws.
    typealias Configuration = ToggleStyleConfiguration
}

extension View {
    /// Sets the style of the toggles in this view, as SwiftUI's `toggleStyle(_:)`.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        environment(\.toggleStyle, style)
    }
}
