/// How a `Button` looks and how it is triggered, as SwiftUI's `PrimitiveButtonStyle`: the style's body replaces
/// the button and calls `configuration.trigger()` to run its action (`Button(configuration)` gives the standard
/// interaction back).
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    /// The view a button of this style shows.
    associatedtype Body: View

    /// The view for a button with `configuration`'s label and action.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body

    /// The properties of a button that a primitive style uses.
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a `PrimitiveButtonStyle` makes a button from, as SwiftUI's `PrimitiveButtonStyleConfiguration`.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label, as a view.
    public typealias Label = ButtonStyleConfiguration.Label

    /// The button's role, if it has one.
    public let role: ButtonRole?
    /// The view that describes what the button does.
    public let label: Label
    let action: () -> Void

    /// Runs the button's action.
    public func trigger() { action() }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// A standard button made from a primitive style's configuration, as SwiftUI's `Button(_:)`: it takes taps,
    /// dims while pressed and triggers the configuration's action.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.trigger, label: { configuration.label })
    }
}
