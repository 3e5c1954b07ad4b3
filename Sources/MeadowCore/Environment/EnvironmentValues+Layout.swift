import Foundation

private struct StackAxisKey: EnvironmentKey { static let defaultValue: Axis? = nil }

extension EnvironmentValues {
    /// The axis of the stack a view is a direct child of, which decides how a `Spacer` or `Divider` grows.
    var stackAxis: Axis? {
        get { self[StackAxisKey.self] }
        set { self[StackAxisKey.self] = newValue }
    }
}

/// The screen and its safe region, in root coordinates.
struct SafeAreaGeometry: Equatable {
    var screen: CGRect
    var safe: CGRect
}

private struct SafeAreaKey: EnvironmentKey { static let defaultValue: SafeAreaGeometry? = nil }

extension EnvironmentValues {
    /// Where the screen and its safe area are, for views that ignore the safe area.
    var safeArea: SafeAreaGeometry? {
        get { self[SafeAreaKey.self] }
        set { self[SafeAreaKey.self] = newValue }
    }
}
