import Foundation

private struct IsScrollEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// Whether scrollable views in this environment scroll, as SwiftUI's `isScrollEnabled`: false inside a
    /// `scrollDisabled(true)`.
    public var isScrollEnabled: Bool {
        get { self[IsScrollEnabledKey.self] }
        set { self[IsScrollEnabledKey.self] = newValue }
    }
}

extension View {
    /// Stops the scroll views and lists in this view from scrolling when `disabled`, as SwiftUI's
    /// `scrollDisabled(_:)`: drags and the wheel no longer move their content, while the views in them still take
    /// taps. An inner `scrollDisabled(false)` cannot enable what an outer one disabled.
    public func scrollDisabled(_ disabled: Bool) -> some View {
        modifier(EnvironmentModifier { $0.isScrollEnabled = $0.isScrollEnabled && !disabled })
    }
}
