private struct ScrollTargetBehaviorKey: EnvironmentKey {
    static let defaultValue: (any ScrollTargetBehavior)? = nil
}

extension EnvironmentValues {
    /// How the scroll views in the view settle when a scroll ends; nil where they coast freely.
    var scrollTargetBehavior: (any ScrollTargetBehavior)? {
        get { self[ScrollTargetBehaviorKey.self] }
        set { self[ScrollTargetBehaviorKey.self] = newValue }
    }
}

extension View {
    /// Sets where the scroll views in this view settle when a scroll ends, as SwiftUI's `scrollTargetBehavior(_:)`
    /// (`.paging`, `.viewAligned` or a behavior of your own).
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        environment(\.scrollTargetBehavior, behavior)
    }
}
