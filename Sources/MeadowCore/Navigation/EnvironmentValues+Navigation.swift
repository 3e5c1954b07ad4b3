import Foundation

private struct NavigationLargeTitleInsetKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }

private struct NavigationPushActionKey: EnvironmentKey { static var defaultValue: NavigationPushAction? { nil } }

extension EnvironmentValues {
    /// The room a navigation bar's large title takes at the top of the scroll view it collapses with: the scroll
    /// view starts below the inline bar and insets its content by this, as UIKit's scroll view under a large
    /// title bar does. Only the first vertical scroll view inside the stack gets it.
    var navigationLargeTitleInset: CGFloat {
        get { self[NavigationLargeTitleInsetKey.self] }
        set { self[NavigationLargeTitleInsetKey.self] = newValue }
    }

    /// How a `NavigationLink` pushes onto the enclosing navigation stack; nil outside one, where links do nothing.
    var navigationPushAction: NavigationPushAction? {
        get { self[NavigationPushActionKey.self] }
        set { self[NavigationPushActionKey.self] = newValue }
    }
}

/// Whether a view contains a vertical scroll view, so a navigation stack can let its large title collapse with it.
struct ContainsVerticalScrollViewKey: PreferenceKey {
    static var defaultValue: Bool { false }

    static func reduce(value: inout Bool, nextValue: () -> Bool) {
        value = value || nextValue()
    }
}
