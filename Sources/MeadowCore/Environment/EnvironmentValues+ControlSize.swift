import Foundation

/// The size of controls, as SwiftUI's `ControlSize`: bordered buttons take their font, padding and corner radius
/// from it (`BorderedButtonMetrics`).
public enum ControlSize: CaseIterable, Hashable, Sendable {
    case mini
    case small
    case regular
    case large
    /// The largest size, added in iOS 17.
    case extraLarge
}

private struct ControlSizeKey: EnvironmentKey {
    static var defaultValue: ControlSize { .regular }
}

extension EnvironmentValues {
    /// The size of controls in this environment, as SwiftUI's `controlSize`: `.regular` unless `controlSize(_:)`
    /// says otherwise.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

extension View {
    /// Sets the size of the controls in this view, as SwiftUI's `controlSize(_:)`.
    public func controlSize(_ controlSize: ControlSize) -> some View {
        environment(\.controlSize, controlSize)
    }
}
