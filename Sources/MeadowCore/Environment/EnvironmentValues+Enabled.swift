import Foundation

private struct IsEnabledKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

extension EnvironmentValues {
    /// Whether the controls in this environment respond to the user, as SwiftUI's `isEnabled`: false inside a
    /// `disabled(true)`. A `ButtonStyle` reads it to draw a disabled button.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}

extension View {
    /// Stops the controls in this view from responding to the user when `disabled` is true, as SwiftUI's
    /// `disabled(_:)`: buttons ignore taps and their labels dim.
    ///
    /// A view is disabled when any `disabled(true)` around it says so; an inner `disabled(false)` cannot enable
    /// what an outer one disabled.
    public func disabled(_ disabled: Bool) -> some View {
        modifier(EnvironmentModifier { $0.isEnabled = $0.isEnabled && !disabled })
    }
}
