import Foundation

/// How a `ProgressView` is drawn, as SwiftUI's `ProgressViewStyle`; set with `progressViewStyle(_:)`.
///
/// As in SwiftUI, a style's body may show `ProgressView(configuration)`: that draws the default look (the bar or
/// the activity indicator) with the configuration's progress and labels, under the style's own modifiers.
@MainActor @preconcurrency
public protocol ProgressViewStyle: Sendable {
    associatedtype Body: View
    typealias Configuration = ProgressViewStyleConfiguration

    /// The view of a progress view with `configuration`'s progress and labels.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A progress view's state as a `ProgressViewStyle` receives it, as SwiftUI's `ProgressViewStyleConfiguration`.
public struct ProgressViewStyleConfiguration {
    /// The progress view's label, as a view.
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The progress view's current value label, as a view.
    public struct CurrentValueLabel: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The fraction completed, 0 to 1; nil when the progress is not known.
    public let fractionCompleted: Double?
    /// The label, if the progress view has one.
    public var label: Label?
    /// The current value label, if the progress view has one.
    public var currentValueLabel: CurrentValueLabel?
}

/// The look of a progress view with no style set, as SwiftUI's `DefaultProgressViewStyle` (`.automatic`): on iOS a
/// linear bar when the progress is known, the activity indicator when it is not.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        ProgressView(configuration)
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The default look.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle {
    func makeErasedBody(configuration: Configuration) -> AnyView {
        AnyView(makeBody(configuration: configuration))
    }
}

extension View {
    /// Sets how progress views in this view are drawn.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        environment(\.progressViewStyle, style)
    }
}

private struct ProgressViewStyleKey: EnvironmentKey {
    static let defaultValue: (any ProgressViewStyle)? = nil
}

extension EnvironmentValues {
    /// The style progress views in this environment are drawn in; nil for the default look.
    var progressViewStyle: (any ProgressViewStyle)? {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}
