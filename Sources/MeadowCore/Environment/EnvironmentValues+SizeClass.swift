import Foundation

private struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = nil }
private struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = nil }

extension EnvironmentValues {
    /// How much room the screen gives across, as SwiftUI's `horizontalSizeClass`: the device's (`Device`), compact
    /// on an iPhone.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// How much room the screen gives down, as SwiftUI's `verticalSizeClass`: the device's, regular on an iPhone
    /// in portrait.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
}
