import Foundation

/// How a `Label` arranges its title and icon, as SwiftUI's `LabelStyle`; set with `labelStyle(_:)`.
@MainActor @preconcurrency
public protocol LabelStyle: Sendable {
    associatedtype Body: View
    typealias Configuration = LabelStyleConfiguration

    /// The view of a label with `configuration`'s title and icon.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension LabelStyle {
    func makeErasedBody(configuration: Configuration) -> AnyView {
        AnyView(makeBody(configuration: configuration))
    }
}

extension View {
    /// Sets how labels in this view arrange their title and icon; inside a toolbar item, for what the item
    /// presents too.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        modifier(
            EnvironmentModifier { environment in
                environment.labelStyle = style
                environment.labelStyleOutsideToolbar = nil
            })
    }
}

private struct LabelStyleKey: EnvironmentKey {
    static let defaultValue: any LabelStyle = DefaultLabelStyle()
}

extension EnvironmentValues {
    /// The style labels in this environment are drawn in.
    var labelStyle: any LabelStyle {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}
