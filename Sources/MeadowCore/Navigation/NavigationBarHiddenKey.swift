import Foundation

/// Whether a screen hides its navigation bar, as `navigationBarHidden(_:)` says: the deepest view that says so
/// decides, as for the title's display mode.
struct NavigationBarHiddenKey: PreferenceKey {
    static var defaultValue: Bool? { nil }

    static func reduce(value: inout Bool?, nextValue: () -> Bool?) {
        if let next = nextValue() { value = next }
    }
}

extension View {
    /// Hides (or shows again) the navigation bar of the screen this view is in, as SwiftUI's
    /// `navigationBarHidden(_:)`: with it hidden, the screen's content starts at the top of the safe area.
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        preference(key: NavigationBarHiddenKey.self, value: hidden)
    }
}
